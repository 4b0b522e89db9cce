import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { surveys } from '../../db/schema';
import type { TenantScope } from '../../auth/scope';

export type SurveyRow = typeof surveys.$inferSelect;

const inScope = (scope: TenantScope): SQL | undefined => (scope.kind === 'all' ? undefined : eq(surveys.companyId, scope.companyId));

export function listProjectSurveys(db: Db, projectId: string) {
  return db
    .select()
    .from(surveys)
    .where(eq(surveys.projectId, projectId))
    .orderBy(asc(surveys.locationType), asc(surveys.instanceNumber));
}

export async function findSurvey(db: Db, scope: TenantScope, id: string) {
  const [row] = await db.select().from(surveys).where(and(eq(surveys.id, id), inScope(scope))).limit(1);
  return row;
}

export async function findSurveyAnyCompany(db: Db, id: string) {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row;
}

export async function nextInstanceNumber(db: Db, projectId: string, locationType: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${surveys.instanceNumber}), 0)::int + 1` })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), eq(surveys.locationType, locationType)));
  return row?.next ?? 1;
}

export async function insertSurvey(db: Db, values: typeof surveys.$inferInsert) {
  const [row] = await db.insert(surveys).values(values).returning();
  if (!row) throw new Error('insert into surveys returned nothing');
  return row;
}

/** Writes only if nobody else wrote since `expectedVersion` was read (optimistic locking). */
export async function updateSurveyAtVersion(db: Db, id: string, expectedVersion: number, values: Partial<typeof surveys.$inferInsert>) {
  const [row] = await db
    .update(surveys)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(surveys.id, id), eq(surveys.version, expectedVersion)))
    .returning();
  return row;
}

export async function deleteSurvey(db: Db, scope: TenantScope, id: string) {
  const [row] = await db.delete(surveys).where(and(eq(surveys.id, id), inScope(scope))).returning({ id: surveys.id });
  return row;
}
