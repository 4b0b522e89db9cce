// npm run bench:start — how long the server takes to start (first start on an empty DATA_DIR,
// then a restart on the same data) and how much memory it holds once idle, the embedded
// database's processes included (summed PSS, so shared pages count once; RSS beside it).
//
//   node bench/server-start.mjs [--rounds 3] [--label NAME] [--cwd DIR] [-- command args…]
//
// Each round also starts a bare node HTTP server (nothing imported but node:http), the baseline
// the restart is a ratio of; the server's own node process's RSS is printed beside the total.
//
// The command defaults to the compiled server (`node dist/server/main.js`); --cwd runs it in
// another checkout, which is how the figures for an older commit are taken beside these.
// DATABASE_URL in the environment is passed on (each round then uses a database of its own).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    label: { type: 'string', default: 'compiled' },
    cwd: { type: 'string', default: process.cwd() },
    // Seconds idle before memory is read: the server gives its start's heap back 10 s after it is ready.
    idle: { type: 'string', default: '15' },
  },
});
const command = positionals.length > 0 ? positionals : [process.execPath, 'dist/server/main.js'];
const rounds = Number(values.rounds);
const idleMs = Number(values.idle) * 1000;

/** Every process below `root` (the server and, embedded, its PostgreSQL). */
function processTree(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

function memoryOf(pids) {
  let pss = 0;
  let rss = 0;
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return { pssMb: pss / 1024, rssMb: rss / 1024 };
}

const BARE_SERVER = [
  process.execPath,
  '-e',
  "require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.log('Server listening at http://127.0.0.1:' + this.address().port) })",
];

function start(env, argv = command) {
  const began = performance.now();
  const child = spawn(argv[0], argv.slice(1), {
    cwd: values.cwd,
    env: { PATH: process.env.PATH, ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ROOT_PASSWORD: 'bench-secret', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      if (/Server listening at http/.test(output)) {
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, exited, ms: performance.now() - began });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stop(server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

const databaseName = (round) => `riser_bench_start_${process.pid}_${round}`;

async function onServer(...statements) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  for (const statement of statements) await admin.query(statement);
  await admin.end();
}

async function freshDatabase(round) {
  if (!process.env.DATABASE_URL) return {};
  const name = databaseName(round);
  await onServer(`drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

const results = [];
for (let round = 1; round <= rounds; round++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-bench-start-'));
  const env = { DATA_DIR: dataDir, ...(await freshDatabase(round)) };
  const first = await start(env);
  await stop(first);
  const second = await start(env);
  await new Promise((r) => setTimeout(r, idleMs));
  const memory = memoryOf(processTree(second.child.pid));
  const nodeRssMb = memoryOf([second.child.pid]).rssMb;
  await stop(second);
  rmSync(dataDir, { recursive: true, force: true });
  // Each round's database goes with its round: a run leaves none behind on the server.
  if (process.env.DATABASE_URL) await onServer(`drop database if exists ${databaseName(round)} with (force)`);
  const bare = await start({}, BARE_SERVER);
  await stop(bare);
  results.push({ firstMs: first.ms, restartMs: second.ms, bareMs: bare.ms, ratio: second.ms / bare.ms, nodeRssMb, ...memory });
  console.log(
    `[${values.label}] round ${round}: first start ${Math.round(first.ms)} ms, restart ${Math.round(second.ms)} ms ` +
      `(bare node HTTP server ${Math.round(bare.ms)} ms: ${(second.ms / bare.ms).toFixed(1)}x), ` +
      `idle ${memory.pssMb.toFixed(0)} MB PSS (${memory.rssMb.toFixed(0)} MB RSS; the server's node process ${nodeRssMb.toFixed(0)} MB RSS)`,
  );
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`;
const ratios = results.map((r) => r.ratio);
console.log(
  `[${values.label}] median of ${rounds}: first start ${Math.round(median(results.map((r) => r.firstMs)))} ms, ` +
    `restart ${Math.round(median(results.map((r) => r.restartMs)))} ms vs bare ${Math.round(median(results.map((r) => r.bareMs)))} ms: ` +
    `${median(ratios).toFixed(1)}x (rounds ${spread(ratios)}x), idle ${median(results.map((r) => r.pssMb)).toFixed(0)} MB PSS ` +
    `(${median(results.map((r) => r.rssMb)).toFixed(0)} MB RSS; node process ${median(results.map((r) => r.nodeRssMb)).toFixed(0)} MB RSS)`,
);
