// Another company's reads, timed in a process of its own (bench/crew.ts): GET READ_PATH every
// INTERVAL_MS, one at a time, until SECONDS have passed or the process is asked to stop
// (SIGTERM); then the latencies (ms) and the statuses are printed as JSON. Timed here rather
// than in the benchmark's process, whose event loop is busy driving the crew: the office of
// another company does not wait for this crew's phones.
//
// Environment: BASE_URL, COOKIE, READ_PATH, SECONDS (default: until stopped), INTERVAL_MS (default 100).
import { performance } from 'node:perf_hooks';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const url = `${env('BASE_URL')}${env('READ_PATH')}`;
const cookie = env('COOKIE');
const until = process.env.SECONDS ? Date.now() + Number(process.env.SECONDS) * 1000 : Infinity;
const interval = Number(process.env.INTERVAL_MS ?? 100);

let stopped = false;
process.on('SIGTERM', () => (stopped = true));

const latencies: number[] = [];
const statuses: Record<string, number> = {};
while (!stopped && Date.now() < until) {
  const started = performance.now();
  let status: string;
  try {
    const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    status = String(response.status);
  } catch {
    status = 'no answer';
  }
  const took = performance.now() - started;
  latencies.push(took);
  statuses[status] = (statuses[status] ?? 0) + 1;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, interval - took)));
}
process.stdout.write(JSON.stringify({ latencies, statuses }));
