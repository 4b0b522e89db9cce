import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { photos, surveys } from '../db/schema';

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
