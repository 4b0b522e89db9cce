import { and, desc, eq, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';

// Idempotency keys belong to a user, not to a company: the user id is the scope of every query.

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export interface KeyedRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
}

/**
 * Claims a key for a request about to run: true when it was free, or held by the same request
 * whose first attempt has been under way longer than `abandonedAfterMs` (its server died before
 * answering). One statement, so of several requests with one key exactly one gets true.
 */
export async function claimIdempotencyKey(db: Db, request: KeyedRequest, abandonedAfterMs: number): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...request, createdAt: sql`now()` })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { createdAt: sql`now()` },
      setWhere: and(
        isNull(idempotencyKeys.status),
        eq(idempotencyKeys.method, request.method),
        eq(idempotencyKeys.path, request.path),
        or(isNull(idempotencyKeys.requestHash), eq(idempotencyKeys.requestHash, request.requestHash)),
        sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${abandonedAfterMs / 1000})`,
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findIdempotencyKey(db: Db, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/**
 * Keeps the answer of the request that claimed the key, and forgets the user's answers older
 * than their newest `keepPerUser` (claims under way are left alone).
 */
export async function storeIdempotentAnswer(db: Db, userId: string, key: string, answer: { status: number; body: string | null }, keepPerUser: number) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
  const newest = db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), isNotNull(idempotencyKeys.status)))
    .orderBy(desc(idempotencyKeys.createdAt), desc(idempotencyKeys.key))
    .limit(keepPerUser);
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), isNotNull(idempotencyKeys.status), notInArray(idempotencyKeys.key, newest)));
}

/** Frees a claimed key whose request did not succeed: a retry runs afresh. */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}

/** Deletes keys made before `olderThan`: the count deleted. */
export async function deleteIdempotencyKeysBefore(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, olderThan)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}
