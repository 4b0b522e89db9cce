import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { buildings, surveys } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type BuildingRow = typeof buildings.$inferSelect;

export async function listBuildings(db: Db, scope: Scope, projectId: string): Promise<BuildingRow[]> {
  return db
    .select()
    .from(buildings)
    .where(and(eq(buildings.projectId, projectId), inScope(scope, buildings.companyId)))
    .orderBy(asc(sql`lower(${buildings.name})`), asc(buildings.id));
}

export async function findBuilding(db: Db, scope: Scope, id: string): Promise<BuildingRow | undefined> {
  const [row] = await db
    .select()
    .from(buildings)
    .where(and(eq(buildings.id, id), inScope(scope, buildings.companyId)))
    .limit(1);
  return row;
}

/** The buildings of these ids within the scope (others are simply not there). */
export async function findBuildings(db: Db, scope: Scope, ids: readonly string[]): Promise<BuildingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(buildings)
    .where(and(inArray(buildings.id, [...ids]), inScope(scope, buildings.companyId)));
}

/** The project's building of this name, without regard to case or surrounding space. */
export async function findBuildingNamed(db: Db, scope: Scope, projectId: string, name: string): Promise<BuildingRow | undefined> {
  const [row] = await db
    .select()
    .from(buildings)
    .where(and(eq(buildings.projectId, projectId), eq(sql`lower(${buildings.name})`, name.trim().toLowerCase()), inScope(scope, buildings.companyId)))
    .limit(1);
  return row;
}

/** The building holding a client-chosen id, whichever company it belongs to (repeated creates, DESIGN §4). */
export async function findBuildingAcrossCompanies(db: Db, id: string): Promise<BuildingRow | undefined> {
  const [row] = await db.select().from(buildings).where(eq(buildings.id, id)).limit(1);
  return row;
}

/** Inserts unless the id exists (undefined then); a name the project has already is a unique violation (buildings_name_key). */
export async function insertBuildingOnce(db: Db, scope: Scope, values: typeof buildings.$inferInsert) {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(buildings).values(values).onConflictDoNothing({ target: buildings.id }).returning();
  return row;
}

export async function updateBuilding(db: Db, scope: Scope, id: string, values: Partial<Pick<BuildingRow, 'name' | 'lowestFloor' | 'highestFloor' | 'floorsFollowAnswers'>>) {
  const [row] = await db
    .update(buildings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(buildings.id, id), inScope(scope, buildings.companyId)))
    .returning();
  return row;
}

export async function deleteBuilding(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(buildings)
    .where(and(eq(buildings.id, id), inScope(scope, buildings.companyId)))
    .returning({ id: buildings.id });
  return row;
}

/** Holds the building's row until the transaction ends: its floors cannot change under a check. */
export async function lockBuildingRow(tx: Db, id: string) {
  await tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, id)).for('update');
}

export interface LocationInBuilding {
  id: string;
  name: string | null;
  floor: number | null;
}

/**
 * Surveys in the building, a few of them (for a refusal to name), and how many: all of them, or
 * only those on a floor outside `floors`.
 */
export async function locationsInBuilding(
  db: Db,
  scope: Scope,
  buildingId: string,
  floors?: { lowest: number; highest: number },
): Promise<{ count: number; some: LocationInBuilding[] }> {
  const outside = floors ? or(sql`${surveys.floor} < ${floors.lowest}`, sql`${surveys.floor} > ${floors.highest}`) : undefined;
  const where = and(eq(surveys.buildingId, buildingId), inScope(scope, surveys.companyId), floors ? and(isNotNull(surveys.floor), outside) : undefined);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(surveys).where(where);
  const some = await db
    .select({ id: surveys.id, name: surveys.instanceName, floor: surveys.floor })
    .from(surveys)
    .where(where)
    .orderBy(asc(surveys.locationType), asc(surveys.instanceNumber))
    .limit(10);
  return { count: counted?.count ?? 0, some };
}

/**
 * A renamed building's units whose names still follow their place ('Unit A-204' of building A)
 * follow the new name; they are changes like any other (a new version).
 */
export async function renameFollowingUnits(db: Db, scope: Scope, buildingId: string, oldName: string, newName: string): Promise<number> {
  const rows = await db
    .update(surveys)
    .set({
      instanceName: sql`${`Unit ${newName}-`} || ${surveys.unitNumber}`,
      version: sql`${surveys.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(surveys.buildingId, buildingId),
        inScope(scope, surveys.companyId),
        eq(surveys.locationType, 'unit'),
        isNotNull(surveys.unitNumber),
        eq(surveys.instanceName, sql`${`Unit ${oldName}-`} || ${surveys.unitNumber}`),
      ),
    )
    .returning({ id: surveys.id });
  return rows.length;
}

/** A building whose floors follow the answers takes in this floor (nothing for one whose floors were set); answers it as it is then. */
export async function widenFloorsToAnswer(db: Db, scope: Scope, id: string, floor: number): Promise<BuildingRow | undefined> {
  const [row] = await db
    .update(buildings)
    .set({ lowestFloor: sql`least(${buildings.lowestFloor}, ${floor})`, highestFloor: sql`greatest(${buildings.highestFloor}, ${floor})`, updatedAt: new Date() })
    .where(and(eq(buildings.id, id), eq(buildings.floorsFollowAnswers, true), inScope(scope, buildings.companyId)))
    .returning();
  return row;
}
