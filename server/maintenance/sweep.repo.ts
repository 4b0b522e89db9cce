import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { maintenanceRuns, photos, surveys } from '../db/schema';

/**
 * Every blob key a row points at, in every company: photos and their derivatives, and map or
 * floor-plan backgrounds. Read across companies on purpose; only the orphan sweep needs it.
 */
export async function allReferencedBlobKeys(db: Db): Promise<Set<string>> {
  const photoRows = await db.select({ originalKey: photos.originalKey, displayKey: photos.displayKey, thumbKey: photos.thumbKey }).from(photos);
  const backgrounds = await db.select({ key: surveys.uploadedImageKey }).from(surveys).where(isNotNull(surveys.uploadedImageKey));
  const keys = new Set<string>();
  for (const row of photoRows) keys.add(row.originalKey).add(row.displayKey).add(row.thumbKey);
  for (const row of backgrounds) keys.add(row.key!);
  return keys;
}

/**
 * Claims the current run of a cluster-wide job: one statement, so of several servers asking at
 * once exactly one gets true, and nobody again until `everyMs` has passed by the database's clock.
 * @deprecated pg-boss's throttling does this for the jobs in server/jobs (one job per interval,
 * one server per job); only the deprecated runOrphanSweep still calls it.
 */
export async function claimMaintenanceRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  const claimed = await db
    .insert(maintenanceRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: maintenanceRuns.name,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${maintenanceRuns.lastRunAt} <= now() - make_interval(secs => ${everyMs / 1000})`,
    })
    .returning({ name: maintenanceRuns.name });
  return claimed.length > 0;
}
