import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, invitations, users } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

/** Invitations of one company (or of all, null), newest first. */
export async function listInvitations(db: Db, companyId: string | null): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(companyId ? eq(invitations.companyId, companyId) : undefined)
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export async function findInvitation(db: Db, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row;
}

/** The invitation behind a link, with the name of the company it invites to. */
export async function findInvitationByTokenWithCompany(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: invitations, companyName: companies.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.token, token))
    .limit(1);
  return row;
}

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert into invitations returned nothing');
  return row;
}

/** A new invitation replaces the pending ones for the same email and company. */
export async function revokePendingInvitations(db: Db, companyId: string, email: string) {
  await db
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.companyId, companyId), eq(invitations.email, email), eq(invitations.status, 'pending')));
}

export async function deleteInvitation(db: Db, id: string) {
  await db.delete(invitations).where(eq(invitations.id, id));
}

/** Marks a pending invitation accepted; undefined when another request got there first. */
export async function claimInvitation(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(invitations)
    .set({ status: 'accepted', acceptedAt: at })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning();
  return row;
}

/** Puts a company-less user into a company with a role; undefined if they already have one. */
export async function joinCompany(db: Db, userId: string, companyId: string, role: 'user' | 'admin') {
  const [row] = await db
    .update(users)
    .set({ companyId, role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.companyId)))
    .returning();
  return row;
}
