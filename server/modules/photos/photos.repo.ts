import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type PhotoRow = typeof photos.$inferSelect;

export function listSurveyPhotos(db: Db, scope: Scope, surveyIds: string[]) {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(photos)
    .where(and(inArray(photos.surveyId, surveyIds), inScope(scope, photos.companyId)))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function findPhoto(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), inScope(scope, photos.companyId)))
    .limit(1);
  return row;
}

/** The photo holding a client-chosen id, whichever company it belongs to (repeated uploads, DESIGN §4). */
export async function findPhotoAcrossCompanies(db: Db, id: string) {
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return row;
}

/** Inserts unless the id exists; concurrent repeats of one upload insert once (undefined for the others). */
export async function insertPhotoOnce(db: Db, scope: Scope, values: typeof photos.$inferInsert) {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(photos).values(values).onConflictDoNothing({ target: photos.id }).returning();
  return row;
}

/** Relabels only if nobody else did since `expectedVersion` was read (optimistic locking); the version goes up by one. */
export async function updatePhotoLabelAtVersion(db: Db, scope: Scope, id: string, expectedVersion: number, label: string) {
  const [row] = await db
    .update(photos)
    .set({ label, version: expectedVersion + 1 })
    .where(and(eq(photos.id, id), eq(photos.version, expectedVersion), inScope(scope, photos.companyId)))
    .returning();
  return row;
}

/** Stars a photo for the proposal, or not: no label change, so its version stays. */
export async function updatePhotoStarred(db: Db, scope: Scope, id: string, starred: boolean) {
  const [row] = await db
    .update(photos)
    .set({ starred })
    .where(and(eq(photos.id, id), inScope(scope, photos.companyId)))
    .returning();
  return row;
}

export interface PhotoPinWrite {
  pinSurveyId: string | null;
  pinX: number | null;
  pinY: number | null;
  pinDirection: number | null;
  pinNumber: number | null;
}

/** Pins a photo on a plan, moves its pin, or takes it off (all null). */
export async function writePhotoPin(db: Db, scope: Scope, id: string, pin: PhotoPinWrite) {
  const [row] = await db
    .update(photos)
    .set(pin)
    .where(and(eq(photos.id, id), inScope(scope, photos.companyId)))
    .returning();
  return row;
}

/** The next pin number on a plan in the scope: one more than the highest there. */
export async function nextPinNumber(db: Db, scope: Scope, planSurveyId: string) {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${photos.pinNumber}), 0)::int + 1` })
    .from(photos)
    .where(and(eq(photos.pinSurveyId, planSurveyId), inScope(scope, photos.companyId)));
  return row?.next ?? 1;
}

export async function deletePhoto(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), inScope(scope, photos.companyId)))
    .returning();
  return row;
}

export const photoKeys = (p: Pick<PhotoRow, 'originalKey' | 'displayKey' | 'thumbKey'>) => [p.originalKey, p.displayKey, p.thumbKey];
