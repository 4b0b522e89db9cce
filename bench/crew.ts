// A crew at once (issue 23, DESIGN §14), on each engine, in one run.
//
// Riser runs as a real process with its default settings (server/test/server-process.ts), on the
// embedded default and, when DATABASE_URL is set, on a fresh database of that PostgreSQL server.
//
// 1. The crew mix, ROUNDS rounds: 6 surveyors' phones replay their outboxes at the same moment,
//    each 50 creates, 300 autosaves and 20 photos, one request at a time in order as the sync
//    engine does (a 503 is retried after its Retry-After, as the outbox retries it), while the
//    office reads the project's dashboard and downloads its report. Another company's
//    `GET /api/projects` is timed meanwhile, and for as long with nothing else running (idle);
//    idle and loaded alternate which goes first.
// 2. 1,000 virtual users on 100 sessions for BENCH_CREW_SECONDS (120): each loops over a read
//    (the project, its locations, one location), an autosave or, now and then, a photo upload,
//    with 1-5 s to think between; another company's reads timed as above, idle before and after.
//
// Printed per engine: 5xx answers other than shedding's 503 (goal 0), requests past 5 s without
// an answer (goal 0), the share shed with 503, autosave p50/p99, and the other company's read
// p99 against idle (goal ≤ 2x): medians of the rounds with their spread.
//
//   npm run bench:crew                                  (embedded, and PostgreSQL when DATABASE_URL is set)
//   BENCH_CREW_SECONDS=20 BENCH_CREW_ROUNDS=1 BENCH_ENGINES=embedded npm run bench:crew   (a quick look)
//   BENCH_CREW_VUS=300 …                                (fewer virtual users)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../server/test/server-process';
import { createFreshDatabase } from '../server/test/fresh-database';
import { benchFormData } from './support/bench-surveys';
import { cpuSeconds, median, stopProcess as stop } from './support/process-stats';
import { cachedPhotos } from './support/realistic-photo';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_CREW_SECONDS ?? 120);
const ROUNDS = Number(process.env.BENCH_CREW_ROUNDS ?? 3);
const VUS = Number(process.env.BENCH_CREW_VUS ?? 1000);
const SESSIONS = 100;
const SURVEYORS = 6;
const CREATES = 50;
const AUTOSAVES = 300;
const PHOTOS = 20;
/** What a phone's fetch waits before giving up (the probe of issue 23 used 30 s). */
const CLIENT_TIMEOUT_MS = 30_000;
/** An answer later than this counts against the goal, answered or not. */
const LATE_MS = 5_000;
const ENGINES = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'embedded,postgres' : 'embedded')).split(',') as ('embedded' | 'postgres')[];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => (Number.isNaN(n) ? '—' : n >= 100 ? n.toFixed(0) : n.toFixed(1));
const spread = (values: number[], format: (n: number) => string) =>
  values.length > 1 ? `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})` : format(values[0] ?? NaN);

/** Every answer of a phase: status (or 'no answer') and time to it, by kind of request. */
class Tally {
  readonly answers: { kind: string; status: string; ms: number }[] = [];
  /** Why requests got no answer (the client's error), counted. */
  readonly noAnswers = new Map<string, number>();

  record(kind: string, status: string, took: number) {
    this.answers.push({ kind, status, ms: took });
  }

  get total() {
    return this.answers.length;
  }
  /** 5xx other than 503: errors, not shedding. */
  get errors() {
    return this.answers.filter((a) => a.status.startsWith('5') && a.status !== '503');
  }
  get shed() {
    return this.answers.filter((a) => a.status === '503').length;
  }
  /** Past LATE_MS before an answer, or none at all. */
  get late() {
    return this.answers.filter((a) => a.ms > LATE_MS || a.status === 'no answer').length;
  }
  latencies(kind: string, status = '200') {
    return this.answers.filter((a) => a.kind === kind && a.status === status).map((a) => a.ms);
  }
  /** How many of each kind were late (past LATE_MS or unanswered). */
  lateKinds() {
    const counts = new Map<string, number>();
    for (const a of this.answers) if (a.ms > LATE_MS || a.status === 'no answer') counts.set(a.kind, (counts.get(a.kind) ?? 0) + 1);
    return [...counts].map(([kind, n]) => `${n} ${kind}`).join(', ');
  }
  errorKinds() {
    const counts = new Map<string, number>();
    for (const a of this.errors) counts.set(`${a.kind} ${a.status}`, (counts.get(`${a.kind} ${a.status}`) ?? 0) + 1);
    return [...counts].map(([what, n]) => `${n}x ${what}`).join(', ');
  }
}

interface Answer {
  status: number | 'no answer';
  retryAfterMs: number;
}

/** One request, timed from send to its whole body, recorded in `tally`. */
async function call(tally: Tally, kind: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    await response.arrayBuffer();
    tally.record(kind, String(response.status), performance.now() - started);
    return { status: response.status, retryAfterMs: Number(response.headers.get('retry-after') ?? 2) * 1000 };
  } catch (error) {
    tally.record(kind, 'no answer', performance.now() - started);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = `${(error as Error).name}: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
    tally.noAnswers.set(why, (tally.noAnswers.get(why) ?? 0) + 1);
    return { status: 'no answer', retryAfterMs: 2_000 };
  }
}

/** As the outbox sends a write: again after Retry-After when shed (503) or not reached, a few times after a 5xx. */
async function outboxSend(tally: Tally, kind: string, url: string, init: () => RequestInit): Promise<number | 'no answer'> {
  let failures = 0;
  for (;;) {
    const answer = await call(tally, kind, url, init());
    if (answer.status === 503 || answer.status === 'no answer') {
      await sleep(answer.retryAfterMs);
      continue;
    }
    if (typeof answer.status === 'number' && answer.status >= 500 && ++failures < 3) {
      await sleep(2_000);
      continue;
    }
    return answer.status;
  }
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function register(base: string, email: string, companyName: string): Promise<string> {
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-pass', firstName: 'Bench', lastName: companyName, companyName }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function post<T>(base: string, cookie: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Another company's `GET /api/projects`, timed by bench/support/timed-reads.ts until stopped. */
function timedReads(base: string, cookie: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/timed-reads.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', BASE_URL: base, COOKIE: cookie, READ_PATH: '/api/projects', INTERVAL_MS: '100' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    async stop(): Promise<{ latencies: number[]; statuses: Record<string, number> }> {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`timed reads exited with ${code}:\n${stderr}`);
      return JSON.parse(stdout) as { latencies: number[]; statuses: Record<string, number> };
    },
  };
}

/** p99 of the other company's reads while `work` runs (at least `minMs`). */
async function otherCompanyReadsDuring(base: string, cookie: string, work: () => Promise<unknown>, minMs = 0) {
  const reads = timedReads(base, cookie);
  const started = Date.now();
  await work();
  await sleep(Math.max(0, minMs - (Date.now() - started)));
  const { latencies, statuses } = await reads.stop();
  const failed = Object.entries(statuses).filter(([status]) => status !== '200');
  return { p99: percentile(latencies, 99), reads: latencies.length, failed: failed.map(([s, n]) => `${n}x ${s}`).join(', ') };
}

interface World {
  base: string;
  crewEmail: string;
  officeCookie: string;
  otherCookie: string;
  photos: Buffer[];
}

function photoForm(photo: Buffer, n: number) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${n}.jpg`);
  form.append('elevationLevel', String(n % 4));
  return form;
}

/** One phone replaying its morning: creates, then autosaves over them, then photos; in order, one at a time. */
async function surveyor(world: World, tally: Tally, cookie: string, projectId: string, phone: number) {
  const { base } = world;
  const json = { 'content-type': 'application/json', cookie };
  const ids: string[] = [];
  for (let n = 0; n < CREATES; n++) {
    const id = randomUUID();
    const status = await outboxSend(tally, 'create', `${base}/api/projects/${projectId}/surveys`, () => ({
      method: 'POST',
      headers: json,
      body: JSON.stringify({ id, locationType: 'unit', formData: benchFormData(phone * 1000 + n) }),
    }));
    if (status === 201 || status === 200) ids.push(id);
  }
  for (let n = 0; n < AUTOSAVES && ids.length > 0; n++) {
    const id = ids[n % ids.length]!;
    await outboxSend(tally, 'autosave', `${base}/api/surveys/${id}`, () => ({
      method: 'PATCH',
      headers: { ...json, 'idempotency-key': `crew-${phone}-${n}-${id}` },
      body: JSON.stringify({ formData: { notes: `typed ${n} on phone ${phone}`, [`field${n % 30}`]: `edited ${n}` } }),
    }));
  }
  for (let n = 0; n < PHOTOS && ids.length > 0; n++) {
    const photo = world.photos[(phone * PHOTOS + n) % world.photos.length]!;
    await outboxSend(tally, 'photo', `${base}/api/surveys/${ids[n % ids.length]}/photos`, () => ({ method: 'POST', headers: { cookie }, body: photoForm(photo, n) }));
  }
}

/** The office: the dashboard's reads over and over, and the report downloaded once, until `done`. */
async function office(world: World, tally: Tally, projectId: string, done: () => boolean) {
  const { base, officeCookie: cookie } = world;
  const report = call(tally, 'report', `${base}/api/projects/${projectId}/report`, { headers: { cookie } });
  while (!done()) {
    for (const url of [`/api/projects/${projectId}`, `/api/projects/${projectId}/surveys`, `/api/projects/${projectId}/quantities`, '/api/stats']) {
      await call(tally, 'dashboard', `${base}${url}`, { headers: { cookie } });
    }
    await sleep(500);
  }
  await report;
}

interface RoundFigures {
  tally: Tally;
  seconds: number;
  idleP99: number;
  loadedP99: number;
  notes: string[];
}

async function crewRound(world: World, round: number): Promise<RoundFigures> {
  const { base } = world;
  const projectId = (await post<{ id: string }>(base, world.officeCookie, '/api/projects', { name: `Crew round ${round + 1}` })).id;
  // One after the other: parallel sign-ins to one account are throttled (LOGIN_MAX_FAILURES).
  const phones: string[] = [];
  for (let n = 0; n < SURVEYORS; n++) phones.push(await signIn(base, world.crewEmail, 'bench-pass'));
  const tally = new Tally();
  let seconds = 0;
  const loaded = async () => {
    const started = Date.now();
    let finished = false;
    const officeWork = office(world, tally, projectId, () => finished);
    await Promise.all(phones.map((cookie, phone) => surveyor(world, tally, cookie, projectId, phone)));
    finished = true;
    await officeWork;
    seconds = (Date.now() - started) / 1000;
  };
  const notes: string[] = [];
  const measureLoaded = async () => {
    const figures = await otherCompanyReadsDuring(base, world.otherCookie, loaded);
    if (figures.failed) notes.push(`other company's reads under load: ${figures.failed}`);
    return figures.p99;
  };
  const measureIdle = async () => (await otherCompanyReadsDuring(base, world.otherCookie, async () => undefined, 10_000)).p99;
  let idleP99: number;
  let loadedP99: number;
  if (round % 2 === 0) {
    idleP99 = await measureIdle();
    loadedP99 = await measureLoaded();
  } else {
    loadedP99 = await measureLoaded();
    idleP99 = await measureIdle();
  }
  console.error(
    `  crew round ${round + 1} (load average ${os.loadavg()[0]!.toFixed(1)}): ${tally.total} requests in ${seconds.toFixed(1)} s, ${tally.errors.length} 5xx, ${tally.shed} shed, ${tally.late} past 5 s; ` +
      `autosave p50 ${ms(percentile(tally.latencies('autosave'), 50))} ms p99 ${ms(percentile(tally.latencies('autosave'), 99))} ms; ` +
      `other company's read p99 ${ms(loadedP99)} ms (idle ${ms(idleP99)} ms)${tally.errors.length ? `; errors: ${tally.errorKinds()}` : ''}`,
  );
  return { tally, seconds, idleP99, loadedP99, notes };
}

/** The 1,000 virtual users: each on one of the sessions, looping over a read, an autosave or an upload. */
async function crowd(world: World, sessions: string[], projectId: string, surveyIds: string[], seconds: number) {
  const { base } = world;
  const tally = new Tally();
  const until = Date.now() + seconds * 1000;
  let counter = 0;
  const user = async (vu: number) => {
    const cookie = sessions[vu % sessions.length]!;
    // Started over the first seconds, not all in the same millisecond.
    await sleep(Math.random() * 5_000);
    while (Date.now() < until) {
      const dice = Math.random();
      const surveyId = surveyIds[Math.floor(Math.random() * surveyIds.length)]!;
      let answer: Answer;
      if (dice < 0.4) {
        const n = ++counter;
        answer = await call(tally, 'autosave', `${base}/api/surveys/${surveyId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ formData: { notes: `typed ${n}`, [`field${n % 30}`]: `edited ${n}` } }),
        });
      } else if (dice < 0.42) {
        const n = ++counter;
        answer = await call(tally, 'photo', `${base}/api/surveys/${surveyId}/photos`, { method: 'POST', headers: { cookie }, body: photoForm(world.photos[n % world.photos.length]!, n) });
      } else {
        const reads = [`/api/projects/${projectId}`, `/api/projects/${projectId}/surveys`, `/api/surveys/${surveyId}`];
        answer = await call(tally, 'read', `${base}${reads[Math.floor(Math.random() * reads.length)]}`, { headers: { cookie } });
      }
      // Thinks 1-5 s; told to wait longer by a 503, waits that.
      await sleep(Math.max(1_000 + Math.random() * 4_000, answer.status === 503 ? answer.retryAfterMs : 0));
    }
  };
  await Promise.all(Array.from({ length: VUS }, (_, vu) => user(vu)));
  return tally;
}

/**
 * The server's own count of answers that took more than 5 s from routing (its /metrics, read
 * from this machine): beside the benchmark's count, it tells time spent in the server from time
 * spent before it (the listen queue, a busy event loop).
 */
async function serverLate(base: string, le = '5'): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  let late = 0;
  for (const line of text.split('\n')) {
    const count = /^riser_http_request_duration_seconds_count\{(.*)\} (\d+)/.exec(line);
    if (count) late += Number(count[2]);
    const within = new RegExp(`^riser_http_request_duration_seconds_bucket\\{(.*)le="${le}"(.*)\\} (\\d+)`).exec(line);
    if (within) late -= Number(within[3]);
  }
  return late;
}

function drainOutput(child: ChildProcess) {
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
}

interface EngineFigures {
  engine: string;
  rounds: RoundFigures[];
  crowd: { tally: Tally; idleP99: number[]; loadedP99: number; notes: string[] };
}

async function benchEngine(engine: 'embedded' | 'postgres', photos: Buffer[]): Promise<EngineFigures> {
  console.error(`\n== ${engine} ==`);
  const databaseUrl = engine === 'postgres' ? await createFreshDatabase(process.env.DATABASE_URL!, 'riser_bench_crew') : undefined;
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'riser-bench-crew-')),
      ALLOW_SIGNUP: 'true',
      LOG_LEVEL: 'info', // startServer waits for the 'listening' line logged at info
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // Settings under study pass through (the defaults otherwise).
      ...Object.fromEntries(
        ['AUTOSAVE_CONCURRENCY', 'READS_FIRST_WAIT_MS', 'REQUEST_CONCURRENCY', 'QUEUE_MAX', 'QUEUE_WAIT_MS', 'DB_POOL_WAIT_MS', 'HEAVY_DOWNLOADS_PER_USER', 'HEAVY_DOWNLOADS_PER_SERVER']
          .filter((name) => process.env[name])
          .map((name) => [name, process.env[name]!]),
      ),
    });
    drainOutput(server.child);
    const base = server.baseUrl;
    const crewEmail = 'crew@example.com';
    const officeCookie = await register(base, crewEmail, 'Crew Co');
    const otherCookie = await register(base, 'office@other.example', 'Other Co');
    // The other company has a few projects of its own, its list the read that is timed.
    for (let n = 1; n <= 5; n++) await post(base, otherCookie, '/api/projects', { name: `Other ${n}` });
    const world: World = { base, crewEmail, officeCookie, otherCookie, photos };

    // Warm up (JIT, plans, sharp's first decode) before anything counts.
    const warm = new Tally();
    const warmProject = (await post<{ id: string }>(base, officeCookie, '/api/projects', { name: 'Warm-up' })).id;
    await surveyor(world, warm, officeCookie, warmProject, 99).catch(() => undefined);

    const rounds: RoundFigures[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await crewRound(world, round));

    // The crowd: 100 sessions, a project of 100 locations (a mid-size property).
    const sessions: string[] = [];
    for (let n = 0; n < SESSIONS; n++) sessions.push(await signIn(base, crewEmail, 'bench-pass'));
    const projectId = (await post<{ id: string }>(base, officeCookie, '/api/projects', { name: 'Crowd' })).id;
    const surveyIds: string[] = [];
    for (let n = 0; n < 100; n++) {
      surveyIds.push((await post<{ id: string }>(base, officeCookie, `/api/projects/${projectId}/surveys`, { locationType: 'unit', formData: benchFormData(n) })).id);
    }
    const idleBefore = (await otherCompanyReadsDuring(base, otherCookie, async () => undefined, 15_000)).p99;
    let tally!: Tally;
    // Where the time went, beside the figures: CPU, each side's event loop, and the server's own clock.
    const before = { server: cpuSeconds(server.child.pid!), bench: process.cpuUsage(), late: await serverLate(base) };
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const loaded = await otherCompanyReadsDuring(base, otherCookie, async () => (tally = await crowd(world, sessions, projectId, surveyIds, SECONDS)));
    loop.disable();
    const benchCpu = process.cpuUsage(before.bench);
    const serverLoopMax = Number(/^riser_nodejs_eventloop_lag_max_seconds (\S+)/m.exec(await (await fetch(`${base}/metrics`)).text())?.[1] ?? NaN);
    const lateByServer = (await serverLate(base)) - before.late;
    const idleAfter = (await otherCompanyReadsDuring(base, otherCookie, async () => undefined, 15_000)).p99;
    const notes = loaded.failed ? [`other company's reads under load: ${loaded.failed}`] : [];
    if (tally.noAnswers.size) notes.push(`no answer: ${[...tally.noAnswers].map(([why, n]) => `${n}x ${why}`).join(', ')}`);
    const diagnosis =
      `load average ${os.loadavg()[1]!.toFixed(1)} (5 min); CPU: server ${(cpuSeconds(server.child.pid!) - before.server).toFixed(0)} s, benchmark ` +
      `${((benchCpu.user + benchCpu.system) / 1e6).toFixed(0)} s; event loop delay max: server ${(serverLoopMax * 1000).toFixed(0)} ms, benchmark ${(loop.max / 1e6).toFixed(0)} ms; ` +
      `past 5 s by the server's own clock (from routing to answer): ${lateByServer}${tally.late ? `; past 5 s by kind: ${tally.lateKinds()}` : ''}`;
    console.error(`  ${diagnosis}`);
    notes.push(diagnosis);
    console.error(
      `  ${VUS} virtual users, ${SECONDS} s: ${tally.total} requests, ${tally.errors.length} 5xx, ${tally.shed} shed, ${tally.late} past 5 s; ` +
        `autosave p50 ${ms(percentile(tally.latencies('autosave'), 50))} ms p99 ${ms(percentile(tally.latencies('autosave'), 99))} ms; ` +
        `other company's read p99 ${ms(loaded.p99)} ms (idle ${ms(idleBefore)} / ${ms(idleAfter)} ms)${tally.errors.length ? `; errors: ${tally.errorKinds()}` : ''}`,
    );
    return { engine: engine === 'postgres' ? 'PostgreSQL' : 'embedded default', rounds, crowd: { tally, idleP99: [idleBefore, idleAfter], loadedP99: loaded.p99, notes } };
  } finally {
    if (server) await stop(server.child);
  }
}

function report(figures: EngineFigures[]) {
  const pct = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %`;
  const times = (n: number) => `${n.toFixed(2)}x`;
  const lines = ['', `A crew at once (${os.cpus().length} cores; crew mix: ${ROUNDS} interleaved rounds, median (min-max); crowd: ${VUS} virtual users on ${SESSIONS} sessions for ${SECONDS} s)`, ''];
  lines.push('| engine | phase | requests | 5xx (not 503) | past 5 s | shed (503) | autosave p50 / p99 | other company read p99: loaded / idle | ratio (goal ≤ 2x) |');
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    const r = f.rounds;
    const of = (pick: (round: RoundFigures) => number) => r.map(pick);
    lines.push(
      `| ${f.engine} | crew mix: ${SURVEYORS} phones x (${CREATES} creates, ${AUTOSAVES} autosaves, ${PHOTOS} photos), office dashboard + report | ` +
        `${spread(of((x) => x.tally.total), (n) => n.toFixed(0))} in ${spread(of((x) => x.seconds), (n) => `${n.toFixed(0)} s`)} | ` +
        `${r.reduce((sum, x) => sum + x.tally.errors.length, 0)} | ${r.reduce((sum, x) => sum + x.tally.late, 0)} | ` +
        `${spread(of((x) => (100 * x.tally.shed) / x.tally.total), (n) => `${n.toFixed(1)} %`)} | ` +
        `${spread(of((x) => percentile(x.tally.latencies('autosave'), 50)), ms)} / ${spread(of((x) => percentile(x.tally.latencies('autosave'), 99)), ms)} ms | ` +
        `${spread(of((x) => x.loadedP99), ms)} / ${spread(of((x) => x.idleP99), ms)} ms | ${spread(of((x) => x.loadedP99 / x.idleP99), times)} |`,
    );
    const c = f.crowd;
    const idle = median(c.idleP99);
    lines.push(
      `| ${f.engine} | ${VUS} virtual users, ${SECONDS} s (reads, autosaves, 2 % uploads) | ${c.tally.total} | ${c.tally.errors.length} | ${c.tally.late} | ` +
        `${pct(c.tally.shed, c.tally.total)} | ${ms(percentile(c.tally.latencies('autosave'), 50))} / ${ms(percentile(c.tally.latencies('autosave'), 99))} ms | ` +
        `${ms(c.loadedP99)} / ${ms(idle)} ms (idle before ${ms(c.idleP99[0]!)}, after ${ms(c.idleP99[1]!)}) | ${times(c.loadedP99 / idle)} |`,
    );
  }
  for (const f of figures) {
    const errors = [...f.rounds.map((r) => r.tally.errorKinds()), f.crowd.tally.errorKinds()].filter(Boolean);
    const notes = [...f.rounds.flatMap((r) => r.notes), ...f.crowd.notes];
    if (errors.length) lines.push('', `${f.engine}, 5xx: ${errors.join('; ')}`);
    for (const note of notes) lines.push('', `${f.engine}: ${note}`);
  }
  console.log(lines.join('\n'));
}

async function main() {
  const files = await cachedPhotos('riser-bench-crew-photos', 24, { width: 1920, height: 1440, quality: 85, exif: true }, (line) => console.error(line));
  const photos = files.map((file) => readFileSync(file));
  const figures: EngineFigures[] = [];
  for (const engine of ENGINES) figures.push(await benchEngine(engine, photos));
  report(figures);
}

await main();
