import path from 'node:path';
import type { BlobStore } from '../blobs/blob-store';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { ORPHAN_SWEEP } from '../maintenance/orphan-sweep';
import { startJobQueue, type JobLog, type JobQueue, type QueueStats } from './job-queue';
import { orphanSweepJob } from './orphan-sweep-job';
import { clearStagedUploads, removeStaleStagedUploads } from './staging-cleanup';
import { USAGE_SNAPSHOT, usageSnapshotJob } from './usage-snapshot-job';
import { createWebhookTargets, overdueWebhookDeliveries, type DeliveryRef, type WebhookDispatch, type WebhookTargets } from '../modules/webhooks/webhooks.service';
import { WEBHOOK_DELIVERY, webhookDeliveryJob } from './webhook-delivery-job';

/**
 * What a server runs besides answering requests (DESIGN §13):
 * - orphan-sweep (pg-boss queue): the shared blob store and expired rows, one job per
 *   SWEEP_INTERVAL_MINUTES across every server. Each server offers it on its own tick; pg-boss's
 *   throttle admits the first offer of each interval, and one server's worker runs it. (pg-boss's
 *   cron cannot say "every 90 minutes" or "every 3 seconds"; its throttle can, and pg-boss's
 *   cron is itself a timer in every instance with the database deciding, as here.)
 * - usage-snapshot (pg-boss queue and cron): every company's usage figures, once a UTC day.
 * - webhook-delivery (pg-boss queue): one attempt at one webhook delivery per job, sent when
 *   an event is recorded, and for each retry to start at its time; the attempts run in a pool
 *   shared fairly between companies (webhook-delivery-job.ts); deliveries whose job was lost (a
 *   server killed first) are sent again on the sweep's tick.
 * - staged uploads under DATA_DIR/tmp: this server's own, cleared before it listens and swept
 *   on the same tick; no queue (see staging-cleanup.ts).
 */

export interface BackgroundJobsDeps {
  database: Pick<Database, 'db' | 'pool'>;
  /** The blob store the app writes to. */
  blobs: BlobStore;
  config: Pick<Config, 'dataDir' | 'sweepIntervalMs' | 'sweepGraceMs' | 'migrateOnStart' | 'webhookConcurrency' | 'webhookCompanyConcurrency'> &
    Partial<Pick<Config, 'webhookPrivateUrls'>>;
  /** How often idle workers ask for jobs: pg-boss's default unless a test lowers it. */
  pollingIntervalSeconds?: number;
  /** The waits between webhook attempts: 30 s … 6 h unless a test shortens them. */
  webhookBackoffMs?: readonly number[];
  /** Where webhooks may call: from WEBHOOK_PRIVATE_URLS unless a test injects a resolver or interfaces. */
  webhookTargets?: WebhookTargets;
}

export interface BackgroundJobs extends WebhookDispatch {
  /** Clears this server's staged uploads (so: call before listening), then starts the queue and the tick. */
  start(log: JobLog): Promise<void>;
  /** Jobs per queue now (for /metrics); none before the start. */
  stats(): Promise<QueueStats[]>;
  /** Stops the tick and the queue, waiting for running jobs: before the database closes. */
  stop(): Promise<void>;
}

/** Made before the app (it reads stats()), started once the app's logger exists. */
export function createBackgroundJobs(deps: BackgroundJobsDeps): BackgroundJobs {
  const stagingDir = path.join(deps.config.dataDir, 'tmp');
  let queue: JobQueue | undefined;
  let tick: Repeating | undefined;
  // Before the start (or without one, as in some tests) a delivery waits in its row: the tick sends it.
  const sendWebhookDelivery = async (delivery: DeliveryRef, at?: Date) =>
    queue?.send(WEBHOOK_DELIVERY, { deliveryId: delivery.id, companyId: delivery.companyId }, at ? { startAfter: at } : {}) ?? null;

  return {
    async start(log) {
      // The sweep's lines keep the `job` they always had, staged uploads included.
      const sweepLog = log.child({ job: ORPHAN_SWEEP });
      await clearStagedUploads(stagingDir, sweepLog);
      const started = await startJobQueue({
        database: deps.database,
        log,
        jobs: [
          orphanSweepJob({ db: deps.database.db, blobs: deps.blobs, graceMs: deps.config.sweepGraceMs, intervalMs: deps.config.sweepIntervalMs }),
          usageSnapshotJob({ db: deps.database.db }),
          webhookDeliveryJob({
            db: deps.database.db,
            backoffMs: deps.webhookBackoffMs,
            requeue: sendWebhookDelivery,
            targets: deps.webhookTargets ?? createWebhookTargets({ allowInternal: deps.config.webhookPrivateUrls ?? false }),
            concurrency: deps.config.webhookConcurrency,
            companyConcurrency: deps.config.webhookCompanyConcurrency,
          }),
        ],
        pollingIntervalSeconds: deps.pollingIntervalSeconds,
        migrate: deps.config.migrateOnStart,
      });
      queue = started;
      // Today's snapshot, if no server has taken it yet (the cluster was down when the cron was due).
      await offer(started, USAGE_SNAPSHOT, log.child({ job: USAGE_SNAPSHOT }));
      tick = repeat(deps.config.sweepIntervalMs, async () => {
        await removeStaleStagedUploads(stagingDir, deps.config.sweepGraceMs, sweepLog);
        await offer(started, ORPHAN_SWEEP, sweepLog);
        await resendOverdueDeliveries(deps.database.db, sendWebhookDelivery, log.child({ job: WEBHOOK_DELIVERY }));
      });
      log.info({ queues: [ORPHAN_SWEEP, USAGE_SNAPSHOT, WEBHOOK_DELIVERY], sweepIntervalMs: deps.config.sweepIntervalMs }, 'background jobs started');
    },

    stats: () => queue?.stats() ?? Promise.resolve([]),

    sendWebhookDelivery,

    async stop() {
      await tick?.stop();
      await queue?.stop();
    },
  };
}

/** Offers a throttled job; a failure (the database away) is logged, and the next tick offers again. */
async function offer(queue: JobQueue, name: string, log: JobLog) {
  try {
    await queue.offer(name);
  } catch (err) {
    log.error({ err }, `could not offer the ${name} job; offering it again next time`);
  }
}

/** Sends again the jobs of pending deliveries long overdue (their job lost); a failure waits for the next tick. */
async function resendOverdueDeliveries(db: Database['db'], send: (delivery: DeliveryRef) => Promise<unknown>, log: JobLog) {
  try {
    for (const delivery of await overdueWebhookDeliveries(db, 60_000)) await send(delivery);
  } catch (err) {
    log.error({ err }, 'could not resend overdue webhook deliveries; trying again next time');
  }
}

interface Repeating {
  /** Stops, waiting for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `run` now, then `intervalMs` after each run ends; the timer never keeps the process alive. */
function repeat(intervalMs: number, run: () => Promise<void>): Repeating {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    running = run().then(() => {
      if (stopped) return;
      timer = setTimeout(next, intervalMs);
      timer.unref();
    });
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
