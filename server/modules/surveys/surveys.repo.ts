import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos, surveys } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type SurveyRow = typeof surveys.$inferSelect;

export function listProjectSurveys(db: Db, scope: Scope, projectId: string) {
  return db
    .select()
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), inScope(scope, surveys.companyId)))
    .orderBy(asc(surveys.locationType), asc(surveys.instanceNumber));
}

export async function findSurvey(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), inScope(scope, surveys.companyId)))
    .limit(1);
  return row;
}

/** The survey holding a client-chosen id, whichever company it belongs to (repeated creates, DESIGN §4). */
export async function findSurveyAcrossCompanies(db: Db, id: string) {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row;
}

export async function nextInstanceNumber(db: Db, scope: Scope, projectId: string, locationType: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${surveys.instanceNumber}), 0)::int + 1` })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), eq(surveys.locationType, locationType), inScope(scope, surveys.companyId)));
  return row?.next ?? 1;
}

/** Inserts unless the id exists; concurrent repeats of one create insert once (undefined for the others). */
export async function insertSurveyOnce(db: Db, scope: Scope, values: typeof surveys.$inferInsert) {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(surveys).values(values).onConflictDoNothing({ target: surveys.id }).returning();
  return row;
}

/** Writes only if nobody else wrote since `expectedVersion` was read (optimistic locking). */
export async function updateSurveyAtVersion(db: Db, scope: Scope, id: string, expectedVersion: number, values: Partial<typeof surveys.$inferInsert>) {
  const [row] = await db
    .update(surveys)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(surveys.id, id), eq(surveys.version, expectedVersion), inScope(scope, surveys.companyId)))
    .returning();
  return row;
}

export async function deleteSurvey(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(surveys)
    .where(and(eq(surveys.id, id), inScope(scope, surveys.companyId)))
    .returning({ id: surveys.id });
  return row;
}

/** Every blob a survey's rows point at: its photos' files and its background. */
export async function blobKeysOfSurvey(db: Db, scope: Scope, survey: { id: string; uploadedImageKey: string | null }) {
  const photoRows = await db
    .select({ originalKey: photos.originalKey, displayKey: photos.displayKey, thumbKey: photos.thumbKey })
    .from(photos)
    .where(and(eq(photos.surveyId, survey.id), inScope(scope, photos.companyId)));
  return [...photoRows.flatMap((p) => [p.originalKey, p.displayKey, p.thumbKey]), ...(survey.uploadedImageKey ? [survey.uploadedImageKey] : [])];
}
