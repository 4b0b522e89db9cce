import type { Db } from '../db/database';
import { usageAcrossCompanies } from '../modules/usage/usage.service';
import type { JobDefinition } from './job-queue';
import { insertDailyUsage } from './usage-snapshots.repo';

export const USAGE_SNAPSHOT = 'usage-snapshot';

const DAY_SECONDS = 24 * 60 * 60;

/** The UTC day of a moment, as YYYY-MM-DD. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Once a day, the figures the usage screen shows (projects, surveys, photos, stored bytes) of
 * every company, into usage_daily_snapshots. pg-boss's cron sends it shortly after midnight UTC;
 * a server starting on a day that has none yet offers it too (the day's throttle slot keeps it to
 * one job), and the table's key keeps it to one row per company and day whatever runs twice.
 */
export function usageSnapshotJob(deps: { db: Db }): JobDefinition {
  return {
    queue: USAGE_SNAPSHOT,
    cron: '15 0 * * *',
    throttleSeconds: DAY_SECONDS,
    options: { retryLimit: 3, retryDelay: 5 * 60, retryBackoff: true },
    async run(_data, { log }) {
      const day = utcDay(new Date());
      // The usage module's own figures, through its service (a system read across companies).
      const figures = await usageAcrossCompanies(deps.db);
      const recorded = await insertDailyUsage(deps.db, day, figures);
      log.info({ day, companies: figures.length, recorded }, 'usage snapshot taken');
    },
  };
}
