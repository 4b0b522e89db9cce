import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function insertSession(
  db: Db,
  values: { idHash: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  await db.insert(sessions).values(values);
}

// Every signed-in request asks this (unless the session cache answers): built once per connection pool.
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();
function prepareLiveSession(db: Db) {
  return db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.status, 'active')))
    .limit(1)
    .prepare('riser_find_live_session');
}

/** The live session and its active user, or undefined. */
export async function findLiveSession(db: Db, idHash: string, now: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ idHash, now });
  return row;
}

export async function touchSession(db: Db, idHash: string, lastSeenAt: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Db, userId: string, exceptIdHash?: string) {
  await db
    .delete(sessions)
    .where(exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId));
}
