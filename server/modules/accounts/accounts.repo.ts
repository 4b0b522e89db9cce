import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, invitations, loginThrottle, users } from '../../db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updatePassword(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('insert into companies returned nothing');
  return row;
}

export async function findInvitationByToken(db: Db, token: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.token, token)).limit(1);
  return row;
}

export async function markInvitationAccepted(db: Db, id: string, at: Date) {
  await db.update(invitations).set({ status: 'accepted', acceptedAt: at }).where(eq(invitations.id, id));
}

export interface LoginAttemptCount {
  key: string;
  /** Attempts in the current window, this one included. */
  attempts: number;
  windowStartedAt: Date;
  /** The window as the database spells it, to name it exactly later (a Date drops microseconds). */
  window: string;
  /** The database's clock when counting; every server shares it. */
  now: Date;
}

/**
 * Counts one attempt on each key and answers the new counts, in one statement: the row lock
 * the upsert takes makes parallel attempts count one after another, so none can read a stale
 * count. A window older than `windowSeconds` starts over at 1. List keys in the same order
 * everywhere, so that two statements never wait on each other's rows.
 */
export async function countLoginAttempts(db: Db, keys: string[], windowSeconds: number): Promise<LoginAttemptCount[]> {
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  return db
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, attempts: 1, windowStartedAt: sql`now()` })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      key: loginThrottle.key,
      attempts: loginThrottle.attempts,
      windowStartedAt: loginThrottle.windowStartedAt,
      window: sql<string>`${loginThrottle.windowStartedAt}::text`,
      now: sql`now()`.mapWith(loginThrottle.windowStartedAt),
    });
}

export async function clearLoginAttempts(db: Db, keys: string[]) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}

/** Takes one attempt back off a key, if its window is still the one the attempt was counted in. */
export async function takeBackLoginAttempt(db: Db, key: string, window: string) {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`${loginThrottle.attempts} - 1` })
    .where(and(eq(loginThrottle.key, key), eq(loginThrottle.windowStartedAt, sql`${window}::timestamptz`), gt(loginThrottle.attempts, 0)));
}

/** Forgets counts whose window has ended: they limit nothing any more. */
export async function deleteEndedLoginWindows(db: Db, windowSeconds: number) {
  const ended = await db
    .delete(loginThrottle)
    .where(sql`${loginThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`)
    .returning({ key: loginThrottle.key });
  return ended.length;
}
