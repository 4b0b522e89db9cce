import { asc, getTableName, sql, type AnyColumn } from 'drizzle-orm';
import { assertInScope, inScope, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { companies, photos, projects, surveys, usageSnapshots } from '../../db/schema';

export interface UsageFigures {
  companyId: string;
  companyName: string;
  projectsCount: number;
  surveysCount: number;
  photosCount: number;
  /** Sum of the stored photos' original sizes: the only sizes the photos table records. */
  totalStorageBytes: number;
  lastCalculated: Date | null;
}

// Drizzle leaves columns unqualified in a one-table select; correlated subqueries need the table.
const qualified = (column: AnyColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Live usage of the companies in the scope, by company name. */
export async function computeUsage(db: Db, scope: Scope): Promise<UsageFigures[]> {
  const companyIdColumn = qualified(companies.id);
  const rows = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      projectsCount: sql<number>`(select count(*)::int from ${projects} where ${projects.companyId} = ${companyIdColumn})`,
      surveysCount: sql<number>`(select count(*)::int from ${surveys} where ${surveys.companyId} = ${companyIdColumn})`,
      photosCount: sql<number>`(select count(*)::int from ${photos} where ${photos.companyId} = ${companyIdColumn})`,
      totalStorageBytes: sql<number>`(select coalesce(sum(${photos.size}), 0)::bigint from ${photos} where ${photos.companyId} = ${companyIdColumn})`.mapWith(
        Number,
      ),
      lastCalculated: sql<Date | null>`(select max(${usageSnapshots.calculatedAt}) from ${usageSnapshots} where ${usageSnapshots.companyId} = ${companyIdColumn})`.mapWith(
        usageSnapshots.calculatedAt,
      ),
    })
    .from(companies)
    .where(inScope(scope, companies.id))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map((row) => ({ ...row, lastCalculated: row.lastCalculated === null ? null : new Date(row.lastCalculated) }));
}

export async function insertUsageSnapshot(
  db: Db,
  scope: Scope,
  figures: Pick<UsageFigures, 'companyId' | 'projectsCount' | 'surveysCount' | 'photosCount' | 'totalStorageBytes'>,
  calculatedAt: Date,
) {
  assertInScope(scope, figures.companyId);
  await db.insert(usageSnapshots).values({
    companyId: figures.companyId,
    projectsCount: figures.projectsCount,
    surveysCount: figures.surveysCount,
    photosCount: figures.photosCount,
    totalStorageBytes: figures.totalStorageBytes,
    calculatedAt,
  });
}
