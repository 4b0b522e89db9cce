// Builds what `npm start` runs: the server bundle (esbuild, dependencies left as imports of
// node_modules) in dist/server, and the web client (Vite) in dist/client.
//
//   node scripts/build.mjs [server] [client] [--if-stale]
//
// With --if-stale a part is built only when it is missing or older than its sources; each part
// records when it was built in a stamp file, written once the build succeeded.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');

/** What each part is built from: a change in any of these makes the part stale. */
const PARTS = {
  server: {
    stamp: path.join(DIST, 'server', '.built'),
    sources: ['server', 'common', 'package.json', 'package-lock.json', 'scripts/build.mjs'],
    // Tests are not part of the bundle.
    ignore: (file) => /\.test\.tsx?$/.test(file) || file.startsWith(path.join(ROOT, 'server', 'test') + path.sep),
  },
  client: {
    stamp: path.join(DIST, '.client-built'),
    sources: ['client', 'common', 'vite.config.ts', 'tsconfig.client.json', 'package.json', 'package-lock.json'],
    ignore: (file) => /\.test\.tsx?$/.test(file),
  },
};

function newestSource(part) {
  let newest = 0;
  const visit = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat || part.ignore(file)) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const source of part.sources) visit(path.join(ROOT, source));
  return newest;
}

/** Why the part needs building, or undefined when its build is there and newer than its sources. */
export function staleness(name) {
  const part = PARTS[name];
  const built = statSync(part.stamp, { throwIfNoEntry: false });
  if (!built) return 'not built yet';
  return newestSource(part) > built.mtimeMs ? 'sources changed since the last build' : undefined;
}

function stamp(file, startedAt) {
  writeFileSync(file, `${new Date(startedAt).toISOString()}\n`);
  // The build's start: a source saved while it ran makes the next start build again.
  utimesSync(file, startedAt / 1000, startedAt / 1000);
}

async function buildServer() {
  const startedAt = Date.now();
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new Error('the build tools are not installed (npm install --omit=dev leaves them out): run npm install, then npm run build');
  }
  // Built beside, then swapped in: a server already running, or a second build at the same
  // moment (two test workers), never sees half a bundle.
  const staging = path.join(DIST, `server.${process.pid}.tmp`);
  rmSync(staging, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: { main: path.join(ROOT, 'server/main.ts'), migrate: path.join(ROOT, 'server/migrate.ts') },
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Dependencies stay in node_modules (native ones like sharp and argon2 must).
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  stamp(path.join(staging, '.built'), startedAt);
  const target = path.join(DIST, 'server');
  const old = path.join(DIST, `server.${process.pid}.old`);
  if (existsSync(target)) renameSync(target, old);
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another build swapped its bundle in first: theirs is as good as ours.
    if (!existsSync(target)) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}

// Vite's steps are passed on ("transforming...", "✓ 2101 modules transformed.", "rendering
// chunks..."), its list of every file written is not: a client build takes a minute or more on
// a small machine, and a first `npm start` must not look stuck meanwhile.
const FILE_LINE = /│\s*gzip:|^\s*(dist\/|\.\.\/)|^\s*$/;
const TICK_MS = 10_000;

/** Vite's output, its steps kept, with the time so far whenever it has said nothing for a while. */
export function progressReporter(log, began = Date.now()) {
  let said = Date.now();
  let pending = '';
  const say = (line) => {
    log(`  ${line}`);
    said = Date.now();
  };
  const timer = setInterval(() => {
    if (Date.now() - said >= TICK_MS) say(`… still building the client (${Math.round((Date.now() - began) / 1000)} s so far)`);
  }, 1000);
  return {
    write(chunk) {
      pending += chunk.toString();
      const lines = pending.split(/\r?\n|\r/);
      pending = lines.pop();
      // eslint-disable-next-line no-control-regex
      for (const line of lines.map((l) => l.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').trimEnd())) if (!FILE_LINE.test(line)) say(line.trim());
    },
    stop: () => clearInterval(timer),
  };
}

async function buildClient(log) {
  const startedAt = Date.now();
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  if (!existsSync(vite)) {
    throw new Error('the build tools are not installed (npm install --omit=dev leaves them out): run npm install, then npm run build');
  }
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'info'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } });
  const progress = progressReporter(log, startedAt);
  child.stdout.on('data', (chunk) => progress.write(chunk));
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).finally(() => progress.stop());
  if (status !== 0) throw new Error(`the client build failed (exit ${status})`);
  stamp(PARTS.client.stamp, startedAt);
}

/** Builds the parts named, all of them or only the stale ones (`starting`: for `npm start`); returns what it built. */
export async function build(names, { ifStale = false, log = console.log, starting = false } = {}) {
  mkdirSync(DIST, { recursive: true });
  const built = [];
  for (const name of names) {
    const why = ifStale ? staleness(name) : 'asked to';
    if (!why) continue;
    const began = Date.now();
    if (name === 'client') {
      log(why === 'not built yet' && starting ? 'Building the client (first start only: a minute or two)…' : `Building the client (${why})…`);
    }
    if (name === 'server') await buildServer();
    else await buildClient(log);
    log(`Built the ${name} (${why}) in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => a in PARTS);
  try {
    await build(names.length > 0 ? names : ['server', 'client'], { ifStale: args.includes('--if-stale') });
  } catch (error) {
    console.error(`Build failed: ${error.message}`);
    process.exit(1);
  }
}
