import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos, surveys } from '../../db/schema';
import type { TenantScope } from '../../auth/scope';

export type PhotoRow = typeof photos.$inferSelect;

const inScope = (scope: TenantScope): SQL | undefined => (scope.kind === 'all' ? undefined : eq(photos.companyId, scope.companyId));

export function listSurveyPhotos(db: Db, surveyIds: string[]) {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return db.select().from(photos).where(inArray(photos.surveyId, surveyIds)).orderBy(asc(photos.createdAt), asc(photos.id));
}

export async function findPhoto(db: Db, scope: TenantScope, id: string) {
  const [row] = await db.select().from(photos).where(and(eq(photos.id, id), inScope(scope))).limit(1);
  return row;
}

export async function findPhotoAnyCompany(db: Db, id: string) {
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return row;
}

export async function insertPhoto(db: Db, values: typeof photos.$inferInsert) {
  const [row] = await db.insert(photos).values(values).returning();
  if (!row) throw new Error('insert into photos returned nothing');
  return row;
}

export async function updatePhotoLabel(db: Db, scope: TenantScope, id: string, label: string) {
  const [row] = await db.update(photos).set({ label }).where(and(eq(photos.id, id), inScope(scope))).returning();
  return row;
}

export async function deletePhoto(db: Db, scope: TenantScope, id: string) {
  const [row] = await db.delete(photos).where(and(eq(photos.id, id), inScope(scope))).returning();
  return row;
}

export const photoKeys = (p: Pick<PhotoRow, 'originalKey' | 'displayKey' | 'thumbKey'>) => [p.originalKey, p.displayKey, p.thumbKey];

/** Every blob a project's rows point at: its photos and its surveys' backgrounds. */
export async function blobKeysOfProject(db: Db, projectId: string) {
  const photoRows = await db
    .select({ originalKey: photos.originalKey, displayKey: photos.displayKey, thumbKey: photos.thumbKey })
    .from(photos)
    .innerJoin(surveys, eq(surveys.id, photos.surveyId))
    .where(eq(surveys.projectId, projectId));
  const images = await db
    .select({ key: surveys.uploadedImageKey })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), isNotNull(surveys.uploadedImageKey)));
  return [...photoRows.flatMap(photoKeys), ...images.map((i) => i.key!)];
}

export async function blobKeysOfSurvey(db: Db, survey: { id: string; uploadedImageKey: string | null }) {
  const photoRows = await db
    .select({ originalKey: photos.originalKey, displayKey: photos.displayKey, thumbKey: photos.thumbKey })
    .from(photos)
    .where(eq(photos.surveyId, survey.id));
  return [...photoRows.flatMap(photoKeys), ...(survey.uploadedImageKey ? [survey.uploadedImageKey] : [])];
}
