import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, invitations, loginFailures, users } from '../../db/schema';

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

export async function recordLoginFailure(db: Db, keys: string[]) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
}

export async function clearLoginFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Failures per key since a moment, with the oldest of them (for Retry-After). */
export async function countLoginFailures(db: Db, keys: string[], since: Date) {
  return db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.createdAt})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gte(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
}
