import { sql } from 'drizzle-orm';
import type { Db } from './database';

// Arbitrary namespaces of the per-project locks (pg_advisory_xact_lock's first key).
const PROJECT_MARKUP_LOCK_SPACE = 727_274_002;
const INSTANCE_NUMBER_LOCK_SPACE = 727_274_003;

/**
 * Holds the project's marker identifiers and plan pin numbers until the transaction ends: one
 * write at a time gives new ones, so two drawings saved at once never give the same one twice
 * (DESIGN §5). Taken before any row lock, by every writer, so that writers never deadlock.
 */
export async function lockProjectMarkup(tx: Db, projectId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_MARKUP_LOCK_SPACE}, hashtext(${projectId}))`);
}

/**
 * Holds the numbering of one location type in a project until the transaction ends: parallel
 * creates take their instance numbers one after the other instead of racing on
 * surveys_instance_key (DESIGN §14). Creates take it before any other lock.
 */
export async function lockInstanceNumbering(tx: Db, projectId: string, locationType: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${INSTANCE_NUMBER_LOCK_SPACE}, hashtext(${projectId} || ':' || ${locationType}))`);
}
