// Webhook fairness (issue 23): how long company B waits for its delivery while company A's 20
// hooks point at a receiver that never answers (each attempt holds on for its 10 s).
//
// Riser runs as `npm start` runs it (the compiled server), WEBHOOK_PRIVATE_URLS on since both
// receivers listen on this machine. Company A has 20 hooks to a hanging receiver, company B one
// hook to a receiver that answers 204 at once; both subscribe to project.completed. First B
// completes projects alone (the baseline: B's delay with nobody in its way); then A completes
// projects (20 deliveries each, all hanging) and, while A's attempts hang, B completes more.
// B's delay is the receiver's arrival time minus the event's `createdAt` (same machine clock).
// Printed: the median of B's events with their spread (min-max), against the goal of 15 s.
//
//   npm run bench:webhooks                 (embedded default, and PostgreSQL when DATABASE_URL is set)
//   BENCH_A_EVENTS=1 BENCH_B_EVENTS=1 ...  (fewer events, e.g. against a Riser that delivers one at a time)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createFreshDatabase } from '../server/test/fresh-database';
import { startServer } from '../server/test/server-process';
import { answeringReceiver, stalledReceiver, type Receiver } from '../server/test/webhook-receivers';

const ENGINES = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'embedded,postgres' : 'embedded')).split(',') as ('embedded' | 'postgres')[];
const A_HOOKS = 20;
/** A's events: 20 hanging deliveries each; 3 keep A's backlog (2 at a time, 10 s each) busy for about 5 minutes. */
const A_EVENTS = Number(process.env.BENCH_A_EVENTS ?? 3);
const B_EVENTS = Number(process.env.BENCH_B_EVENTS ?? 7);
const BASELINE_EVENTS = 5;
const B_SPACING_MS = 2_000;
/** How long one of B's deliveries is waited for before it counts as not delivered. */
const B_PATIENCE_MS = Number(process.env.BENCH_PATIENCE_S ?? 300) * 1000;
const GOAL_MS = 15_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function signUp(base: string, who: string) {
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}@example.com`, password: 'bench-pass', firstName: 'Bench', lastName: who, companyName: `Company ${who}` }),
  });
  if (register.status !== 201) throw new Error(`register ${who}: ${register.status} ${await register.text()}`);
  const cookie = register.headers.getSetCookie()[0]!.split(';')[0]!;
  return { 'content-type': 'application/json', cookie };
}

async function call(base: string, headers: Record<string, string>, method: string, url: string, body?: object) {
  const response = await fetch(`${base}${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Completes a new project: one project.completed event for each of the company's hooks. */
async function completeProject(base: string, headers: Record<string, string>) {
  const project = (await call(base, headers, 'POST', '/api/projects', { name: `Bench ${Date.now()}` })) as { id: string };
  await call(base, headers, 'PATCH', `/api/projects/${project.id}`, { status: 'completed' });
}

/** B completes a project and waits for its delivery: the delay from the event to its arrival. */
async function bEvent(base: string, headers: Record<string, string>, receiver: Receiver): Promise<number | null> {
  const before = receiver.received.length;
  await completeProject(base, headers);
  const deadline = Date.now() + B_PATIENCE_MS;
  while (receiver.received.length === before && Date.now() < deadline) await sleep(20);
  const arrived = receiver.received[before];
  if (!arrived) return null;
  return arrived.at - Date.parse((JSON.parse(arrived.body) as { createdAt: string }).createdAt);
}

interface Figures {
  engine: string;
  baseline: number[];
  loaded: (number | null)[];
  aOpenWhileB: number[];
  aMostOpen: number;
  aAttempts: number;
}

async function benchEngine(engine: 'embedded' | 'postgres'): Promise<Figures> {
  console.error(`\n== ${engine} ==`);
  const databaseUrl = engine === 'postgres' ? await createFreshDatabase(process.env.DATABASE_URL!, 'riser_bench_webhooks') : undefined;
  const stalled = await stalledReceiver();
  const healthy = await answeringReceiver();
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'riser-bench-')),
    ALLOW_SIGNUP: 'true',
    WEBHOOK_PRIVATE_URLS: 'true',
    LOG_LEVEL: 'info', // startServer waits for the 'listening' line, logged at info
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Only the 'listening' line was needed: the rest is drained, not kept.
  server.child.stdout?.removeAllListeners('data');
  server.child.stderr?.removeAllListeners('data');
  server.child.stdout?.resume();
  server.child.stderr?.resume();
  const base = server.baseUrl;
  try {
    const a = await signUp(base, 'a');
    const b = await signUp(base, 'b');
    for (let n = 0; n < A_HOOKS; n++) {
      await call(base, a, 'POST', '/api/admin/webhooks', { url: `http://127.0.0.1:${stalled.port}/a${n}`, events: ['project.completed'] });
    }
    await call(base, b, 'POST', '/api/admin/webhooks', { url: `http://127.0.0.1:${healthy.port}/b`, events: ['project.completed'] });

    const baseline: number[] = [];
    for (let n = 0; n < BASELINE_EVENTS; n++) {
      baseline.push((await bEvent(base, b, healthy))!);
      await sleep(500);
    }
    console.error(`B alone: ${baseline.map(seconds).join(', ')}`);

    for (let n = 0; n < A_EVENTS; n++) await completeProject(base, a);
    while (stalled.open() === 0) await sleep(20);
    console.error(`A: ${A_EVENTS * A_HOOKS} deliveries hanging`);

    const loaded: (number | null)[] = [];
    const aOpenWhileB: number[] = [];
    for (let n = 0; n < B_EVENTS; n++) {
      aOpenWhileB.push(stalled.open());
      const delay = await bEvent(base, b, healthy);
      loaded.push(delay);
      console.error(`B while A hangs: ${delay === null ? 'not delivered' : seconds(delay)} (A's attempts open: ${aOpenWhileB.at(-1)})`);
      await sleep(B_SPACING_MS);
    }
    return { engine: engine === 'postgres' ? 'PostgreSQL' : 'embedded default', baseline, loaded, aOpenWhileB, aMostOpen: stalled.mostOpen(), aAttempts: stalled.received.length };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await stalled.close();
    await healthy.close();
  }
}

const results: Figures[] = [];
for (const engine of ENGINES) results.push(await benchEngine(engine));

const lines = [
  '',
  `Webhook fairness: B's delivery delay while A's ${A_HOOKS} hooks hang (${A_EVENTS} events of A, ${A_EVENTS * A_HOOKS} deliveries, 10 s an attempt)`,
  '',
  "| engine | B's delay, B alone (median, min-max) | B's delay while A hangs (median, min-max) | not delivered | A's attempts open at once (most) | goal |",
  '|---|---|---|---|---|---|',
];
for (const f of results) {
  const delivered = f.loaded.filter((delay): delay is number => delay !== null);
  const loaded = delivered.length ? `${seconds(median(delivered))} (${seconds(Math.min(...delivered))}-${seconds(Math.max(...delivered))}, n=${delivered.length})` : '—';
  lines.push(
    `| ${f.engine} | ${seconds(median(f.baseline))} (${seconds(Math.min(...f.baseline))}-${seconds(Math.max(...f.baseline))}, n=${f.baseline.length}) | ${loaded} | ${f.loaded.length - delivered.length} of ${f.loaded.length} | ${f.aMostOpen} (${f.aAttempts} attempts received) | ≤ ${GOAL_MS / 1000} s |`,
  );
}
console.log(lines.join('\n'));
const met = results.every((f) => f.loaded.every((delay) => delay !== null && delay <= GOAL_MS));
console.log(`\n${met ? 'goal met' : 'GOAL MISSED'}: every delivery of B within ${GOAL_MS / 1000} s while A's hooks hang`);
