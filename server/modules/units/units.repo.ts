import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { surveys } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type UnitRow = typeof surveys.$inferSelect;

/** The unit locations of these buildings whose numbers are among these (compared without case). */
export async function findUnitsNumbered(db: Db, scope: Scope, buildingIds: readonly string[], numberKeys: readonly string[]): Promise<UnitRow[]> {
  if (buildingIds.length === 0 || numberKeys.length === 0) return [];
  return db
    .select()
    .from(surveys)
    .where(
      and(
        inArray(surveys.buildingId, [...buildingIds]),
        inArray(sql`upper(${surveys.unitNumber})`, [...numberKeys]),
        eq(surveys.locationType, 'unit'),
        isNull(surveys.unitSurveyId),
        eq(surveys.isTypicalPlan, false),
        inScope(scope, surveys.companyId),
      ),
    );
}

/** Surveys holding these client-chosen ids, whichever company they belong to (a repeat tells its own from an id taken). */
export async function findSurveysByIdAcrossCompanies(db: Db, ids: readonly string[]): Promise<Pick<UnitRow, 'id' | 'companyId' | 'projectId'>[]> {
  if (ids.length === 0) return [];
  return db.select({ id: surveys.id, companyId: surveys.companyId, projectId: surveys.projectId }).from(surveys).where(inArray(surveys.id, [...ids]));
}

/** The units in one statement; ids taken meanwhile are left out of the answer. */
export async function insertUnits(db: Db, scope: Scope, values: (typeof surveys.$inferInsert)[]): Promise<UnitRow[]> {
  if (values.length === 0) return [];
  for (const value of values) assertInScope(scope, value.companyId);
  return db.insert(surveys).values(values).onConflictDoNothing({ target: surveys.id }).returning();
}
