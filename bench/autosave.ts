// Autosave and reads against their bare cost (issue 12), on each engine, in one run.
//
// Riser runs as a real process started the way the tests start it (server/test/server-process.ts),
// on PostgreSQL (DATABASE_URL) and on the embedded default. Beside it runs the baseline
// (bench/support/bare-autosave-server.ts): bare Fastify on the same engine and the same tables,
// doing the same UPDATE and the same SELECT with the driver alone. autocannon drives both,
// baseline and subject alternated, ROUNDS times; medians are compared.
//
// - autosave PATCH at saturation (20 connections: 20 surveyors' autosave loops), ratio of req/s
//   (target ≥ 0.7x); the same against the bare server running Riser's own statement (the update
//   with its audit row and the survey's photos), which tells Riser's cost from its SQL's; the
//   same with an Idempotency-Key on every save, as the offline outbox sends;
// - autosave at a fixed 250 req/s: p50 / p99 latency (target p99 ≤ 25 ms);
// - the surveys of a 300-survey project vs the bare SELECT of the same rows: ratio of req/s;
// - a 12 MP photo upload and a project read, unloaded and under 20 autosave loops (done when ≤ 2x),
//   timed by a process of their own (a surveyor's phone is not the one driving the 20 loops).
//
//   npm run bench:autosave                      (embedded default, and PostgreSQL when DATABASE_URL is set)
//   BENCH_SECONDS=5 BENCH_ROUNDS=2 BENCH_ENGINES=postgres npm run bench:autosave
//   BENCH_PROFILE=/tmp/prof npm run bench:autosave    (Riser's CPU profile of autosaves at saturation, nothing else)
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { startServer, type RunningServer } from '../server/test/server-process';
import { createFreshDatabase } from '../server/test/fresh-database';
import { benchAccount } from './support/bench-account';
import { autosaveBody, benchFormData } from './support/bench-surveys';
import { stopProcess as stop } from './support/process-stats';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LOOPS = 20;
const FIXED_RATE = 250;
const SURVEYS = 300;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ENGINES = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'embedded,postgres' : 'embedded')).split(',') as ('embedded' | 'postgres')[];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** Stops the server's output from piling up in the parent: the 'listening' line is all startServer needed. */
function drainOutput(child: ChildProcess) {
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
}

async function startBare(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/bare-autosave-server.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', SURVEYS: String(SURVEYS), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Bare listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        drainOutput(child);
        resolve({ child, baseUrl: match[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}:\n${output}`)));
  });
}

/** Photo uploads and project reads timed by bench/support/timed-requests.ts: medians in ms. */
async function timedRequests(env: Record<string, string>): Promise<{ upload: number; read: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/timed-requests.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ROUNDS: '3', READS: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`timed requests exited with ${code}:\n${stderr}`);
  const { uploads, reads } = JSON.parse(stdout) as { uploads: number[]; reads: number[] };
  return { upload: median(uploads), read: median(reads) };
}

interface Target {
  url: string;
  headers: Record<string, string>;
  /**
   * The survey ids autosaves go to. Each run takes the next LOOPS of them, one per connection, so
   * that a run never meets the answers still in flight from the run before it on its surveys.
   */
  surveyIds: string[];
  nextRun: number;
  patchPath: (id: string) => string;
  listPath: string;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were: status codes other than 2xx, and errors or timeouts of the client. */
  errorKinds: string;
}

function loadResult(result: autocannon.Result): LoadResult {
  const statuses = Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}x ${code}`);
  if (result.errors) statuses.push(`${result.errors} errors`);
  if (result.timeouts) statuses.push(`${result.timeouts} timeouts`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    errorKinds: statuses.join(', '),
  };
}

/** `connections` autosave loops, each on its own survey, sending the version it last got back. */
function autosaveLoad(target: Target, options: { connections: number; seconds: number; rate?: number; idempotent?: boolean }): Promise<LoadResult> {
  const first = (target.nextRun++ * options.connections) % target.surveyIds.length;
  const surveys = target.surveyIds.slice(first, first + options.connections);
  let nextSurvey = 0;
  let counter = 0;
  type Context = { surveyId?: string; version?: number };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [
          {
            method: 'PATCH',
            setupRequest: (request, context: Context) => {
              context.surveyId ??= surveys[nextSurvey++ % surveys.length]!;
              counter++;
              return {
                ...request,
                path: target.patchPath(context.surveyId),
                headers: {
                  ...target.headers,
                  'content-type': 'application/json',
                  ...(options.idempotent ? { 'idempotency-key': `bench-${process.pid}-${Date.now()}-${counter}` } : {}),
                },
                body: autosaveBody(counter, context.version),
              };
            },
            onResponse: (status, body, context: Context) => {
              const version = /"version":(\d+),"fieldVersions"|^\{"id".*?"version":(\d+)/.exec(body);
              if (status === 200 && version) context.version = Number(version[1] ?? version[2]);
            },
          },
        ],
      },
      (error, result) => {
        running.delete(instance);
        if (error) return reject(error);
        resolve(loadResult(result));
      },
    );
    running.add(instance);
  });
}

function readLoad(target: Target, seconds: number, connections = 4): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${target.url}${target.listPath}`, connections, duration: seconds, headers: target.headers }, (error, result) => {
      if (error) return reject(error);
      resolve(loadResult(result));
    });
  });
}

/** Runs `measure` on baseline and subject alternately, ROUNDS times (who goes first alternates too). */
async function alternate(label: string, measure: (target: Target) => Promise<LoadResult>, bare: Target, riser: Target) {
  const results = { bare: [] as LoadResult[], riser: [] as LoadResult[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order: ('bare' | 'riser')[] = round % 2 === 0 ? ['bare', 'riser'] : ['riser', 'bare'];
    for (const who of order) {
      const result = await measure(who === 'bare' ? bare : riser);
      results[who].push(result);
      console.error(`  ${label} round ${round + 1} ${who}: ${fmt(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.errors ? `, errors: ${result.errorKinds}` : ''}`);
    }
  }
  const summary = (list: LoadResult[]) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  });
  return { bare: summary(results.bare), riser: summary(results.riser) };
}

async function makePhoto(): Promise<Buffer> {
  // 12 MP, a camera's size; some structure so that it compresses like a photo (a few MB).
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 99;
  for (let i = 0; i < raw.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    raw[i] = (x >> 4) & 0xff;
    raw[i + 1] = seed >> 25;
    raw[i + 2] = 120;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

interface EngineFigures {
  engine: string;
  saturation: Awaited<ReturnType<typeof alternate>>;
  sameSql: Awaited<ReturnType<typeof alternate>>;
  idempotent: Awaited<ReturnType<typeof alternate>>;
  fixed: Awaited<ReturnType<typeof alternate>>;
  list: Awaited<ReturnType<typeof alternate>>;
  upload: { idle: number; loaded: number; paced: number };
  projectRead: { idle: number; loaded: number; paced: number };
  photoMb: number;
}

async function benchEngine(engine: 'embedded' | 'postgres', photo: Buffer): Promise<EngineFigures | undefined> {
  console.error(`\n== ${engine} ==`);
  const databaseUrl = engine === 'postgres' ? await createFreshDatabase(process.env.DATABASE_URL!, 'riser_bench_autosave') : undefined;
  const riserDir = mkdtempSync(path.join(os.tmpdir(), 'riser-bench-'));
  const bareDir = mkdtempSync(path.join(os.tmpdir(), 'riser-bare-'));
  let server: RunningServer | undefined;
  let bareServer: { child: ChildProcess; baseUrl: string } | undefined;
  try {
    server = await startServer({
      DATA_DIR: riserDir,
      ALLOW_SIGNUP: 'true',
      MAX_UPLOAD_MB: '30',
      ...(process.env.AUTOSAVE_CONCURRENCY ? { AUTOSAVE_CONCURRENCY: process.env.AUTOSAVE_CONCURRENCY } : {}),
      ...(process.env.READS_FIRST_WAIT_MS ? { READS_FIRST_WAIT_MS: process.env.READS_FIRST_WAIT_MS } : {}),
      LOG_LEVEL: 'info', // the default; startServer also waits for the 'listening' line logged at info
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(PROFILE_DIR ? { NODE_OPTIONS: `--import=${path.join(REPO_ROOT, 'bench/support/cpu-profile.mjs')}`, CPU_PROFILE_DIR: PROFILE_DIR } : {}),
    });
    drainOutput(server.child);
    const base = server.baseUrl;
    const { cookie, json, project } = await benchAccount(base);
    const surveyIds: string[] = [];
    for (let n = 1; n <= SURVEYS; n++) {
      const response = await fetch(`${base}/api/projects/${project.id}/surveys`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ locationType: 'unit', instanceName: `Unit ${n}`, formData: benchFormData(n) }),
      });
      if (response.status !== 201) throw new Error(`survey create answered ${response.status}: ${await response.text()}`);
      surveyIds.push(((await response.json()) as { id: string }).id);
    }
    bareServer = await startBare(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: bareDir });
    const seed = (await (await fetch(`${bareServer.baseUrl}/bare/seed`)).json()) as { projectId: string; surveyIds: string[] };

    const riser: Target = {
      url: base,
      headers: { cookie, accept: 'application/json' },
      // The last survey takes the photo uploads.
      surveyIds: surveyIds.slice(0, SURVEYS - 1),
      nextRun: 0,
      patchPath: (id) => `/api/surveys/${id}`,
      listPath: `/api/projects/${project.id}/surveys`,
    };
    const bare: Target = {
      url: bareServer.baseUrl,
      headers: { accept: 'application/json' },
      surveyIds: seed.surveyIds,
      nextRun: 0,
      patchPath: (id) => `/bare/surveys/${id}`,
      listPath: `/bare/projects/${seed.projectId}/surveys`,
    };

    // Warm both (JIT, caches, prepared statements) before anything counts.
    await autosaveLoad(bare, { connections: LOOPS, seconds: 2 });
    await autosaveLoad(riser, { connections: LOOPS, seconds: 2 });

    if (PROFILE_DIR) {
      await autosaveLoad(riser, { connections: LOOPS, seconds: SECONDS });
      console.error(`  profile of ${SECONDS} s of autosaves written to ${PROFILE_DIR} when the server stops`);
      process.exitCode = 0;
      return undefined;
    }
    const saturation = await alternate('autosave saturation', (t) => autosaveLoad(t, { connections: LOOPS, seconds: SECONDS }), bare, riser);
    // What bounds the ratio above: the same bare server running Riser's statement (audit row and photos included).
    const quick = process.env.BENCH_QUICK === '1';
    const sameSql = quick ? saturation : await alternate(
      'autosave saturation, bare doing Riser\'s statement',
      (t) => autosaveLoad(t, { connections: LOOPS, seconds: SECONDS }),
      { ...bare, nextRun: 0, patchPath: (id) => `/bare/surveys/${id}/audited` },
      riser,
    );
    const idempotent = quick ? saturation : await alternate(
      'autosave saturation, Idempotency-Key',
      (t) => autosaveLoad(t, { connections: LOOPS, seconds: SECONDS, idempotent: t === riser }),
      bare,
      riser,
    );
    const fixed = quick ? saturation : await alternate(`autosave at ${FIXED_RATE} req/s`, (t) => autosaveLoad(t, { connections: LOOPS, seconds: SECONDS, rate: FIXED_RATE }), bare, riser);
    const list = quick ? saturation : await alternate(`list ${SURVEYS} surveys`, (t) => readLoad(t, SECONDS), bare, riser);

    // A photo upload and a project read, alone and while 20 autosave loops run on this server.
    const photoPath = path.join(riserDir, 'bench-photo.jpg');
    writeFileSync(photoPath, photo);
    // Timed in a process of its own (bench/support/timed-requests.ts), not beside autocannon.
    const sample = () =>
      timedRequests({ BASE_URL: base, COOKIE: cookie, PROJECT_ID: project.id, SURVEY_ID: surveyIds[SURVEYS - 1]!, PHOTO: photoPath });
    await sample(); // warm-up: sharp's first decode, the project read's plan
    const sampleUnder = async (rate?: number) => {
      const loadRunning = autosaveLoad(riser, { connections: LOOPS, seconds: 600, ...(rate ? { rate } : {}) });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const loaded = await sample();
      stopAutocannon();
      await loadRunning;
      return loaded;
    };
    const idle = await sample();
    // 20 loops back to back (each saves again as soon as answered: the server saturated), then 20 loops sending 250 saves/s in all.
    const loaded = await sampleUnder();
    const paced = await sampleUnder(FIXED_RATE);
    const idleAgain = await sample();
    idle.upload = median([idle.upload, idleAgain.upload]);
    idle.read = median([idle.read, idleAgain.read]);
    console.error(
      `  upload idle ${fmt(idle.upload)} ms, saturated ${fmt(loaded.upload)} ms, at ${FIXED_RATE}/s ${fmt(paced.upload)} ms; ` +
        `project read idle ${fmt(idle.read, 1)} ms, saturated ${fmt(loaded.read, 1)} ms, at ${FIXED_RATE}/s ${fmt(paced.read, 1)} ms`,
    );
    return {
      engine: engine === 'postgres' ? 'PostgreSQL' : 'embedded default',
      saturation,
      sameSql,
      idempotent,
      fixed,
      list,
      upload: { idle: idle.upload, loaded: loaded.upload, paced: paced.upload },
      projectRead: { idle: idle.read, loaded: loaded.read, paced: paced.read },
      photoMb: photo.length / 1024 / 1024,
    };
  } finally {
    if (bareServer) await stop(bareServer.child);
    if (server) await stop(server.child);
  }
}

// The autosave loads under way, so that the one behind the loaded samples can be stopped.
const running = new Set<autocannon.Instance>();
function stopAutocannon() {
  for (const instance of running) instance.stop();
}

function report(figures: EngineFigures[]) {
  const lines: string[] = [];
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  lines.push('', `Autosave and reads vs their bare cost (${os.cpus().length} cores, ${SECONDS} s runs, median of ${ROUNDS} alternating rounds)`, '');
  lines.push('| engine | measure | Riser | bare baseline, same run | ratio | target |', '|---|---|---|---|---|---|');
  for (const f of figures) {
    const { saturation: s, idempotent: i, fixed: x, list: l } = f;
    lines.push(`| ${f.engine} | autosave PATCH, saturation (${LOOPS} loops) | ${fmt(s.riser.rps)} req/s, p99 ${s.riser.p99} ms | ${fmt(s.bare.rps)} req/s | ${ratio(s.riser.rps, s.bare.rps)} | ≥ 0.7x |`);
    lines.push(`| ${f.engine} | the same vs bare running Riser's statement (update, audit row, photos) | ${fmt(f.sameSql.riser.rps)} req/s | ${fmt(f.sameSql.bare.rps)} req/s | ${ratio(f.sameSql.riser.rps, f.sameSql.bare.rps)} | — |`);
    lines.push(`| ${f.engine} | the same with an Idempotency-Key per save | ${fmt(i.riser.rps)} req/s | ${fmt(i.bare.rps)} req/s | ${ratio(i.riser.rps, i.bare.rps)} | — |`);
    lines.push(`| ${f.engine} | autosave at ${FIXED_RATE} req/s | p50 ${x.riser.p50} ms, p99 ${x.riser.p99} ms (${fmt(x.riser.rps)} req/s) | p50 ${x.bare.p50}, p99 ${x.bare.p99} ms | — | p99 ≤ 25 ms |`);
    lines.push(`| ${f.engine} | list ${SURVEYS} surveys | ${fmt(l.riser.rps)} req/s | bare SELECT ${fmt(l.bare.rps)} req/s | ${ratio(l.riser.rps, l.bare.rps)} | — |`);
    lines.push(`| ${f.engine} | ${f.photoMb.toFixed(1)} MB 12 MP photo upload under ${LOOPS} back-to-back autosave loops | ${fmt(f.upload.loaded)} ms | unloaded ${fmt(f.upload.idle)} ms | ${ratio(f.upload.loaded, f.upload.idle)} | ≤ 2x |`);
    lines.push(`| ${f.engine} | project read under ${LOOPS} back-to-back autosave loops | ${fmt(f.projectRead.loaded, 1)} ms | unloaded ${fmt(f.projectRead.idle, 1)} ms | ${ratio(f.projectRead.loaded, f.projectRead.idle)} | ≤ 2x |`);
    lines.push(`| ${f.engine} | photo upload under ${LOOPS} loops saving ${FIXED_RATE}/s in all | ${fmt(f.upload.paced)} ms | unloaded ${fmt(f.upload.idle)} ms | ${ratio(f.upload.paced, f.upload.idle)} | ≤ 2x |`);
    lines.push(`| ${f.engine} | project read under ${LOOPS} loops saving ${FIXED_RATE}/s in all | ${fmt(f.projectRead.paced, 1)} ms | unloaded ${fmt(f.projectRead.idle, 1)} ms | ${ratio(f.projectRead.paced, f.projectRead.idle)} | ≤ 2x |`);
    const errors = s.riser.errors + i.riser.errors + x.riser.errors + l.riser.errors;
    if (errors > 0) lines.push(`| ${f.engine} | non-2xx answers or errors during Riser's runs | ${errors} | | | 0 |`);
  }
  console.log(lines.join('\n'));
}

async function main() {
  const photo = await makePhoto();
  const figures: EngineFigures[] = [];
  for (const engine of ENGINES) {
    const result = await benchEngine(engine, photo);
    if (result) figures.push(result);
  }
  if (figures.length > 0) report(figures);
}

await main();
