import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { surveys, unitTypes } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type UnitTypeRow = typeof unitTypes.$inferSelect;
/** A unit type with its typical plan's survey id (every type has one, made with it). */
export type UnitTypeWithPlan = UnitTypeRow & { planSurveyId: string };

function selectWithPlan(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(unitTypes), planSurveyId: sql<string>`${surveys.id}` })
    .from(unitTypes)
    .innerJoin(surveys, and(eq(surveys.unitTypeId, unitTypes.id), eq(surveys.isTypicalPlan, true)))
    .where(where);
}

export async function listUnitTypes(db: Db, scope: Scope, projectId: string): Promise<UnitTypeWithPlan[]> {
  return selectWithPlan(db, and(eq(unitTypes.projectId, projectId), inScope(scope, unitTypes.companyId))).orderBy(asc(sql`lower(${unitTypes.name})`), asc(unitTypes.id));
}

export async function findUnitType(db: Db, scope: Scope, id: string): Promise<UnitTypeWithPlan | undefined> {
  const [row] = await selectWithPlan(db, and(eq(unitTypes.id, id), inScope(scope, unitTypes.companyId))).limit(1);
  return row;
}

/** The unit type holding a client-chosen id, whichever company it belongs to (repeated creates, DESIGN §4). */
export async function findUnitTypeAcrossCompanies(db: Db, id: string): Promise<UnitTypeWithPlan | undefined> {
  const [row] = await selectWithPlan(db, eq(unitTypes.id, id)).limit(1);
  return row;
}

/** Inserts unless the id exists (undefined then); a name the project has already is a unique violation (unit_types_name_key). */
export async function insertUnitTypeOnce(db: Db, scope: Scope, values: typeof unitTypes.$inferInsert) {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(unitTypes).values(values).onConflictDoNothing({ target: unitTypes.id }).returning();
  return row;
}

export async function renameUnitType(db: Db, scope: Scope, id: string, name: string) {
  const [row] = await db
    .update(unitTypes)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(unitTypes.id, id), inScope(scope, unitTypes.companyId)))
    .returning();
  return row;
}

export async function deleteUnitType(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(unitTypes)
    .where(and(eq(unitTypes.id, id), inScope(scope, unitTypes.companyId)))
    .returning({ id: unitTypes.id });
  return row;
}

/** The typical plan's survey row; undefined when the id is taken already (the caller tells a repeat from a clash). */
export async function insertTypicalPlanOnce(db: Db, scope: Scope, values: typeof surveys.$inferInsert) {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(surveys).values(values).onConflictDoNothing({ target: surveys.id }).returning({ id: surveys.id });
  return row;
}

/** Typical plans are numbered among themselves (they are not locations, DESIGN §15). */
export async function nextTypicalPlanNumber(db: Db, scope: Scope, projectId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${surveys.instanceNumber}), 0)::int + 1` })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), eq(surveys.isTypicalPlan, true), inScope(scope, surveys.companyId)));
  return row?.next ?? 1;
}

/** The typical plan's name follows its type's, unless someone renamed the plan. */
export async function renameTypicalPlan(db: Db, scope: Scope, unitTypeId: string, oldName: string, newName: string) {
  await db
    .update(surveys)
    .set({ instanceName: newName, version: sql`${surveys.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(surveys.unitTypeId, unitTypeId), eq(surveys.isTypicalPlan, true), eq(surveys.instanceName, oldName), inScope(scope, surveys.companyId)));
}

/** Units of the type, a few of them by name (for a refusal to name), and how many. */
export async function unitsOfType(db: Db, scope: Scope, unitTypeId: string): Promise<{ count: number; some: { id: string; name: string | null }[] }> {
  const where = and(eq(surveys.unitTypeId, unitTypeId), eq(surveys.isTypicalPlan, false), inScope(scope, surveys.companyId));
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(surveys).where(where);
  const some = await db.select({ id: surveys.id, name: surveys.instanceName }).from(surveys).where(where).orderBy(asc(surveys.instanceNumber)).limit(10);
  return { count: counted?.count ?? 0, some };
}

/** Deletes the type's typical plan (its photos go with it); answers its background's key, to delete the file. */
export async function deleteTypicalPlan(db: Db, scope: Scope, unitTypeId: string): Promise<{ id: string; uploadedImageKey: string | null } | undefined> {
  const [row] = await db
    .delete(surveys)
    .where(and(eq(surveys.unitTypeId, unitTypeId), eq(surveys.isTypicalPlan, true), inScope(scope, surveys.companyId)))
    .returning({ id: surveys.id, uploadedImageKey: surveys.uploadedImageKey });
  return row;
}
