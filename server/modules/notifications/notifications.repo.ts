import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { notifications, users } from '../../db/schema';
import { assertInScope, type Scope } from '../../auth/scope';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Notifications of the scope's company (each row names its company; the scope must hold it). */
export async function insertNotifications(db: Db, scope: Scope, rows: readonly NewNotification[]) {
  if (rows.length === 0) return;
  for (const row of rows) assertInScope(scope, row.companyId);
  await db.insert(notifications).values([...rows]);
}

const actor = alias(users, 'actor');

/** A user's newest notifications, with the name of whoever caused each. A user's own rows: no company filter needed. */
export async function listUserNotifications(db: Db, userId: string, limit: number) {
  return db
    .select({ notification: notifications, actorFirstName: actor.firstName, actorLastName: actor.lastName, actorEmail: actor.email })
    .from(notifications)
    .leftJoin(actor, eq(actor.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the user's notifications read: these ids (others' are left alone), or all. */
export async function markRead(db: Db, userId: string, ids: readonly string[] | undefined) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, [...ids]) : undefined));
}
