import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Tests, the journeys and the benchmarks run the server as `npm start` does: compiled
// (dist/server), so that what they prove holds for what users run, bundling included. The
// bundle is rebuilt first when a source is newer (under a second when it is; a few ms when
// not), so an edited server is never tested stale. vitest's global setup builds it before the
// workers start, so that two workers never swap bundles under each other's feet.
let built = false;
export function ensureServerBuilt() {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build.mjs', 'server', '--if-stale'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the server failed:\n${result.stdout}${result.stderr}`);
  built = true;
}

function spawnCompiled(entry: 'main' | 'migrate', env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  ensureServerBuilt();
  return spawn(process.execPath, [...nodeArgs, `dist/server/${entry}.js`], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the compiled server as a real process and waits until it listens; nodeArgs go before the script. */
export function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const child = spawnCompiled('main', env, nodeArgs);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        resolve({ child, baseUrl: match[1]!, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

async function runToExit(entry: 'main' | 'migrate', env: Record<string, string>) {
  const child = spawnCompiled(entry, env);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

/** Runs the server to its end (a start that fails) and returns its exit code and output. */
export const runServerToExit = (env: Record<string, string>) => runToExit('main', env);

/** Runs `npm run migrate`'s program and returns its exit code and output. */
export const runMigrate = (env: Record<string, string>) => runToExit('migrate', env);
