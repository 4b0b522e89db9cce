import type { Pool } from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { startJobQueue, type JobDefinition, type JobLog, type JobQueue } from '../jobs/job-queue';
import { createWorkerDatabaseUrl, TEST_ENGINE } from './test-database';
import { memoryLog } from './memory-log';

// Real: pg-boss on the run's engine, in a database of this file's own whose `pgboss` schema the
// first start creates; each "server" is a pool of its own on it. Nothing mocked but the logger.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


let url: string;
const databases: Database[] = [];
const queues: JobQueue[] = [];

beforeAll(async () => {
  url = await createWorkerDatabaseUrl('job_queue');
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close()));
});

/** A server's job queue: its own pool on the shared database, workers asking every 0.5 s. */
async function startServer(jobs: JobDefinition[], log: JobLog = memoryLog()) {
  const database = await openDatabase({ databaseUrl: url });
  databases.push(database);
  const queue = await startJobQueue({ database, log, jobs, pollingIntervalSeconds: 0.5 });
  queues.push(queue);
  return queue;
}

type Run = { server: string; n: number };
const counting = (queue: string, server: string, runs: Run[], extra: Partial<JobDefinition> = {}): JobDefinition => ({
  queue,
  ...extra,
  async run(data) {
    runs.push({ server, n: (data as { n: number }).n });
  },
});

describe(`the job queue on ${TEST_ENGINE}`, () => {
  it('starts two servers at once on a database without its schema, and works each job once', async () => {
    const runs: Run[] = [];
    const logs = [memoryLog(), memoryLog()];
    const [a, b] = await Promise.all([startServer([counting('count', 'a', runs)], logs[0]), startServer([counting('count', 'b', runs)], logs[1])]);

    // A worker takes one job per poll: eight keep the test short.
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 ? a! : b!).send('count', { n })));
    expect(new Set(ids).size).toBe(8);
    await vi.waitFor(() => expect(runs).toHaveLength(8), { timeout: 10_000, interval: 50 });
    // Two more polls of each worker: nothing runs a second time.
    await sleep(1_100);
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 8 }, (_, n) => n));
    expect(await a!.stats()).toEqual([{ queue: 'count', queued: 0, active: 0, failed: 0 }]);
    expect(logs.flatMap((log) => log.lines.filter((line) => line.level !== 'info'))).toEqual([]);
  });

  it('admits one throttled job per slot however many servers offer it, and one server runs it', async () => {
    const runs: Run[] = [];
    const throttle = { throttleSeconds: 24 * 60 * 60 };
    const [a, b] = await Promise.all([startServer([counting('daily', 'a', runs, throttle)]), startServer([counting('daily', 'b', runs, throttle)])]);

    const offers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a! : b!).offer('daily')));

    expect(offers.filter((id) => id !== null)).toHaveLength(1);
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000, interval: 50 });
    await sleep(1_100);
    expect(runs).toHaveLength(1);
  });

  it('keeps a job through a restart: sent, the server stopped before it ran, the next start runs it', async () => {
    const runs: Run[] = [];
    const first = await startServer([counting('later', 'first', runs)]);
    // Due in a second: the first server stops before then.
    await first.send('later', { n: 1 }, { startAfter: 1 });
    expect(await first.stats()).toEqual([{ queue: 'later', queued: 1, active: 0, failed: 0 }]);
    await first.stop();

    const second = await startServer([counting('later', 'second', runs)]);

    await vi.waitFor(() => expect(runs).toEqual([{ server: 'second', n: 1 }]), { timeout: 10_000, interval: 50 });
    // pg-boss records a job's end just after its run returns: the counts follow a moment later.
    await vi.waitFor(async () => expect(await second.stats()).toEqual([{ queue: 'later', queued: 0, active: 0, failed: 0 }]), { timeout: 5_000, interval: 50 });
  });

  it('logs a database error while recording a job’s end, where pg-boss would leave it unhandled', async () => {
    const log = memoryLog();
    const database = await openDatabase({ databaseUrl: url });
    databases.push(database);
    // The database refuses the statement that marks a job completed, once the job has run.
    const { pool } = database;
    const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
    let refuse = false;
    pool.query = ((text: string, values?: unknown[]) =>
      refuse && text.includes("state = 'completed'") ? Promise.reject(new Error('connection lost')) : query(text, values)) as Pool['query'];
    const queue = await startJobQueue({
      database,
      log,
      jobs: [{ queue: 'unrecorded', run: async () => void (refuse = true) }],
      pollingIntervalSeconds: 0.5,
    });
    queues.push(queue);

    await queue.send('unrecorded');

    // Logged, and no unhandled rejection (vitest fails the run on one): the job waits to expire.
    await vi.waitFor(() => expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', queue: 'unrecorded', err: expect.objectContaining({ message: 'connection lost' }) })), {
      timeout: 10_000,
      interval: 50,
    });
    refuse = false;
    expect(await queue.stats()).toEqual([{ queue: 'unrecorded', queued: 0, active: 1, failed: 0 }]);
  });

  it('logs a failed job through the app’s logger and keeps working', async () => {
    const log = memoryLog();
    let attempts = 0;
    const queue = await startServer(
      [
        {
          queue: 'flaky',
          options: { retryLimit: 1 },
          async run() {
            attempts++;
            if (attempts === 1) throw new Error('bucket unreachable');
          },
        },
      ],
      log,
    );

    await queue.send('flaky');

    // pg-boss retries it (retryLimit 1): the second attempt succeeds.
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 10_000, interval: 50 });
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', job: 'flaky', message: 'flaky failed', err: expect.objectContaining({ message: 'bucket unreachable' }) }));
    await vi.waitFor(async () => expect(await queue.stats()).toEqual([{ queue: 'flaky', queued: 0, active: 0, failed: 0 }]), { timeout: 5_000, interval: 50 });
  });
});
