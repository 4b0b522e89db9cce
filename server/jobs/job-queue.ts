import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * Background jobs in the app's own database (DESIGN §13): pg-boss, on the app's pg pool. pg-boss
 * keeps its tables in the `pgboss` schema, creates it at its first start (several servers at
 * once take turns on an advisory lock) and migrates it when a newer pg-boss starts. A job is a
 * row: it waits through restarts, one server takes it (SELECT … SKIP LOCKED), and a server killed
 * while working it has it expire and go to another one.
 */

const JOB_SCHEMA = 'pgboss';

// Jobs are told to stop at once (their signal); this long is waited for them, well inside the
// 10 s close-with-grace gives the whole shutdown.
const STOP_TIMEOUT_MS = 5_000;
// pg-boss's default: completed jobs move to its archive after 12 hours.
const DEFAULT_KEEP_COMPLETED_SECONDS = 12 * 60 * 60;
// Arbitrary constant (beside the migrations' 727_274_001): serialises the queues' setup when
// several servers start on one database. pg-boss creates its schema under a lock of its own, but
// two servers creating the same queue at once deadlock (its create_queue adds a foreign key to
// the queue table the other one is inserting into).
const SETUP_LOCK_ID = 727_274_002;

/** The app's pino logger, or what a test puts in its place. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  child(bindings: Record<string, unknown>): JobLog;
}

export interface JobContext {
  id: string;
  /** Aborted when the server stops: a long job stops at its next step. */
  signal: AbortSignal;
  /** The app's logger, its lines marked `job: <queue>`. */
  log: JobLog;
}

export interface JobDefinition {
  /** The queue's name, also the `job` of its log lines. */
  queue: string;
  /** Policy, retries and expiry of the queue's jobs (pg-boss queue options). */
  options?: Omit<PgBoss.Queue, 'name'>;
  /**
   * At most one job per slot of this many seconds, however many servers send one (pg-boss
   * throttling: a unique index on the slot). Slots are aligned on the epoch: a day's are UTC days.
   */
  throttleSeconds?: number;
  /** A pg-boss cron, in UTC: the cluster sends the job once per tick, whichever server sees it first. */
  cron?: string;
  /** The error line of a failed run (`<queue> failed` unless said). */
  failedMessage?: string;
  /**
   * Jobs taken at each fetch (1 unless said). A queue whose run only hands its job on (to a pool of
   * its own) takes many at once: pg-boss's worker waits its polling interval between fetches.
   */
  batchSize?: number;
  run(data: object, context: JobContext): Promise<void>;
  /**
   * Called as the queue stops, after the jobs' signal is aborted and while jobs can still be sent:
   * a queue that hands jobs on ends that work here (and sends again what it did not start).
   */
  stop?(): Promise<void>;
}

export interface QueueStats {
  queue: string;
  /** Waiting to run, a retry included. */
  queued: number;
  active: number;
  /** Failed for good and not archived yet (pg-boss archives them with the completed ones). */
  failed: number;
}

export interface JobQueue {
  /** Sends a job; null when the queue's throttle (or an id) already has it. */
  send(queue: string, data?: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Sends the queue's job unless its current throttle slot has one already (any server's). */
  offer(queue: string): Promise<string | null>;
  /** Jobs per queue now, for /metrics. */
  stats(): Promise<QueueStats[]>;
  /** Stops taking jobs, tells running ones to stop and waits for them (and pg-boss's last queries). */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** The app's database: pg-boss runs on its pool, so it reaches the database exactly as the app does. */
  database: Pick<Database, 'pool'>;
  log: JobLog;
  jobs: JobDefinition[];
  /** How often an idle worker asks for a job: pg-boss's 2 s unless a test lowers it (0.5 at least). */
  pollingIntervalSeconds?: number;
  /**
   * Create or migrate pg-boss's schema at start (MIGRATE_ON_START). When false, a missing or
   * older schema stops the start with what to do (`npm run migrate`, see migrateJobSchema).
   */
  migrate?: boolean;
}

// pg-boss 10's workers record a job's end without awaiting it (manager.js: `this.complete(…)` after
// the handler): a database error there would be an unhandled rejection, which close-with-grace
// turns into a shutdown. Those two statements, as pg-boss writes them, are answered by a logged
// error instead; the job then stays active until pg-boss expires it and retries it.
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};
const UNAWAITED_STATEMENTS = new Set([pgBossPlans.completeJobs(JOB_SCHEMA), pgBossPlans.failJobsById(JOB_SCHEMA)]);

/** Starts pg-boss (creating or migrating its schema), the queues, their cron schedules and workers. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const { pool } = options.database;
  const definitions = new Map(options.jobs.map((job) => [job.queue, job]));

  // Every query pg-boss runs and every job running: a stop waits for them before the pool closes.
  const pending = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    const forget = () => pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  };
  const executeSql = (text: string, values: unknown[]) => {
    const query = track(pool.query(text, values));
    if (!UNAWAITED_STATEMENTS.has(text)) return query;
    return query.catch((err: unknown) => {
      log.error({ err, queue: values?.[0] }, 'job queue could not record the end of a job; it expires and runs again');
      return { rows: [{ count: 0 }] };
    });
  };

  const longestThrottle = Math.max(0, ...options.jobs.map((job) => job.throttleSeconds ?? 0));
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_SCHEMA,
    migrate: options.migrate ?? true,
    // A throttle slot holds while its job is in the job table: completed jobs stay that long.
    archiveCompletedAfterSeconds: Math.max(DEFAULT_KEEP_COMPLETED_SECONDS, longestThrottle),
    ...(options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
  });
  // Maintenance, cron and worker errors: pg-boss emits them, an unheard 'error' event would throw.
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  const abort = new AbortController();
  let stopping = false;
  const workers = new Map<string, string>();
  const throttleOf = (job: JobDefinition): PgBoss.SendOptions =>
    job.throttleSeconds ? { singletonKey: job.queue, singletonSeconds: job.throttleSeconds } : {};

  const handlerFor = (job: JobDefinition) => {
    const jobLog = log.child({ job: job.queue });
    const batchSize = job.batchSize ?? 1;
    return async (batch: PgBoss.Job<object>[]) => {
      if (batch.length === 0) return;
      if (stopping) {
        // Fetched as the server stopped: failed, they go to a retry (where its queue has retries) on
        // another server or after the restart.
        jobLog.warn({ jobIds: batch.map((next) => next.id) }, 'job left for later: the server is stopping');
        throw new Error('the server stopped before the job ran');
      }
      // A full batch: more may be waiting, so the worker asks again at once rather than after its interval.
      const worker = workers.get(job.queue);
      if (batch.length === batchSize && worker && batchSize > 1) boss.notifyWorker(worker);
      // pg-boss ends a batch's jobs together: one that fails sends them all to their retry.
      let failed: unknown;
      for (const next of batch) {
        try {
          await job.run(next.data, { id: next.id, signal: abort.signal, log: jobLog });
        } catch (err) {
          jobLog.error({ err, jobId: next.id }, job.failedMessage ?? `${job.queue} failed`);
          failed ??= err;
        }
      }
      if (failed !== undefined) throw failed;
    };
  };

  try {
    await oneServerAtATime(pool, async () => {
      await boss.start().catch((error: Error) => {
        if (options.migrate !== false || !/not installed|requires migrations/.test(error.message)) throw error;
        throw new Error(`the job queue's tables (schema ${JOB_SCHEMA}) are missing or older than this Riser and MIGRATE_ON_START=false: run \`npm run migrate\` first`);
      });
      for (const job of options.jobs) {
        const queueOptions = { name: job.queue, ...job.options };
        await boss.createQueue(job.queue, queueOptions);
        // createQueue leaves an existing queue as it was: this start's options are the ones that hold.
        await boss.updateQueue(job.queue, queueOptions);
        if (job.cron) await boss.schedule(job.queue, job.cron, {}, { tz: 'UTC', ...throttleOf(job) });
        else await boss.unschedule(job.queue);
      }
    });
    for (const job of options.jobs) {
      const handler = handlerFor(job);
      workers.set(job.queue, await boss.work<object>(job.queue, { batchSize: job.batchSize ?? 1 }, (jobs) => track(handler(jobs))));
    }
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }

  const send = async (queue: string, data: object = {}, sendOptions: PgBoss.SendOptions = {}) => {
    const id = await boss.send(queue, data, sendOptions);
    // This server's worker asks at once rather than at its next poll.
    const worker = workers.get(queue);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  };

  let stopped: Promise<void> | undefined;
  return {
    send,

    offer(queue) {
      const job = definitions.get(queue);
      if (!job?.throttleSeconds) throw new Error(`${queue} has no throttle to offer its job by`);
      return send(queue, {}, throttleOf(job));
    },

    async stats() {
      const queues = [...definitions.keys()];
      const { rows } = await pool.query<{ name: string; state: string; count: number }>(
        `select name, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job
         where name = any($1) and state in ('created', 'retry', 'active', 'failed') group by name, state`,
        [queues],
      );
      const count = (queue: string, ...states: string[]) =>
        rows.filter((row) => row.name === queue && states.includes(row.state)).reduce((sum, row) => sum + row.count, 0);
      return queues.map((queue) => ({ queue, queued: count(queue, 'created', 'retry'), active: count(queue, 'active'), failed: count(queue, 'failed') }));
    },

    stop() {
      stopped ??= (async () => {
        stopping = true;
        abort.abort();
        // No fetch from here on: what the stop hooks send again is for another server or the restart.
        for (const job of options.jobs) await boss.offWork(job.queue).catch(() => undefined);
        for (const job of options.jobs) {
          await job.stop?.().catch((err: unknown) => log.error({ err, job: job.queue }, 'a job queue did not stop cleanly'));
        }
        try {
          await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
        } catch (err) {
          log.error({ err }, 'job queue did not stop cleanly');
        }
        await settled(pending, STOP_TIMEOUT_MS);
      })();
      return stopped;
    },
  };
}

/**
 * Creates or migrates pg-boss's schema and stops (`npm run migrate`): servers started with
 * MIGRATE_ON_START=false then change no schema themselves, pg-boss's included.
 */
export async function migrateJobSchema({ pool }: Pick<Database, 'pool'>): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) }, schema: JOB_SCHEMA, supervise: false, schedule: false });
  boss.on('error', () => undefined); // start() rejects with what went wrong
  await oneServerAtATime(pool, async () => {
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
  });
}

/** Runs `setup` while holding the setup lock: servers starting together take turns. */
async function oneServerAtATime(pool: Pool, setup: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_ID]);
    await setup();
  } finally {
    // A connection that cannot unlock is closed instead, which unlocks too.
    const unlocked = await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]).then(
      () => undefined,
      (error: Error) => error,
    );
    client.release(unlocked);
  }
}

/** Waits until nothing is pending (what settles may start more), or the time is up. */
async function settled(pending: Set<Promise<unknown>>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0 && Date.now() < deadline) {
    await Promise.race([Promise.allSettled([...pending]), sleep(deadline - Date.now(), undefined, { ref: false })]);
  }
}
