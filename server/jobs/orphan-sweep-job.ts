import type { BlobStore } from '../blobs/blob-store';
import type { Db } from '../db/database';
import { ORPHAN_SWEEP, sweepSharedState } from '../maintenance/orphan-sweep';
import type { JobDefinition } from './job-queue';

// A cap, not a budget: a sweep of a large bucket takes minutes. A sweep whose server was killed
// is marked failed once this has passed.
const SWEEP_EXPIRY_SECONDS = 60 * 60;

export interface OrphanSweepJobDeps {
  db: Db;
  blobs: BlobStore;
  /** SWEEP_GRACE_MINUTES: unreferenced blobs younger than this may be an upload on its way. */
  graceMs: number;
  /** SWEEP_INTERVAL_MINUTES: one sweep per interval, across every server. */
  intervalMs: number;
}

/**
 * The shared part of the orphan sweep (server/maintenance/orphan-sweep.ts): the blob store every
 * server writes to, and the rows that expire. Every server offers it each interval; pg-boss's
 * throttle admits one job per interval and one server runs it.
 */
export function orphanSweepJob(deps: OrphanSweepJobDeps): JobDefinition {
  return {
    queue: ORPHAN_SWEEP,
    // Standard policy: a sweep overrunning its interval may meet the next one, harmlessly (deleting
    // twice is deleting once); pg-boss's singleton policy would fail every idle worker's poll on its
    // unique index meanwhile. No retry: the next interval's sweep is the retry, as it always was.
    options: { policy: 'standard', retryLimit: 0, expireInSeconds: SWEEP_EXPIRY_SECONDS },
    // Whole seconds: pg-boss's slots are.
    throttleSeconds: Math.max(1, Math.round(deps.intervalMs / 1000)),
    failedMessage: 'orphan sweep failed; it runs again next interval',
    async run(_data, { signal, log }) {
      const started = Date.now();
      const report = await sweepSharedState(deps, signal);
      // `claimed`: this server swept the shared store this interval (log readers look for it).
      const details = { claimed: true, ...report, ms: Date.now() - started };
      if (report.refused) log.warn(details, `orphan sweep: ${report.refused}`);
      else log.info(details, 'orphan sweep finished');
    },
  };
}
