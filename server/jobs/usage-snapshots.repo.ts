import type { Db } from '../db/database';
import { usageDailySnapshots } from '../db/schema';

export interface DailyUsage {
  companyId: string;
  projectsCount: number;
  surveysCount: number;
  photosCount: number;
  totalStorageBytes: number;
}

/**
 * Records each company's figures for `day` (YYYY-MM-DD, UTC), keeping a row the day has already:
 * one row per company and day, however often it runs. Answers how many rows it added.
 */
export async function insertDailyUsage(db: Db, day: string, figures: DailyUsage[]): Promise<number> {
  if (figures.length === 0) return 0;
  const added = await db
    .insert(usageDailySnapshots)
    .values(
      figures.map((f) => ({
        companyId: f.companyId,
        day,
        projectsCount: f.projectsCount,
        surveysCount: f.surveysCount,
        photosCount: f.photosCount,
        totalStorageBytes: f.totalStorageBytes,
      })),
    )
    .onConflictDoNothing({ target: [usageDailySnapshots.companyId, usageDailySnapshots.day] })
    .returning({ companyId: usageDailySnapshots.companyId });
  return added.length;
}
