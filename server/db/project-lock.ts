import { sql } from 'drizzle-orm';
import type { Db } from './database';

// Arbitrary namespace of the per-project markup lock (pg_advisory_xact_lock's first key).
const PROJECT_MARKUP_LOCK_SPACE = 727_274_002;

/**
 * Holds the project's marker identifiers and plan pin numbers until the transaction ends: one
 * write at a time gives new ones, so two drawings saved at once never give the same one twice
 * (DESIGN §5). Taken before any row lock, by every writer, so that writers never deadlock.
 */
export async function lockProjectMarkup(tx: Db, projectId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_MARKUP_LOCK_SPACE}, hashtext(${projectId}))`);
}
