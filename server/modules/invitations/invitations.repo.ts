import { and, desc, eq, isNull } from 'drizzle-orm';
import { assertInScope, inScope, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { companies, invitations, users } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

/** Invitations in the scope, newest first. */
export async function listInvitations(db: Db, scope: Scope): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(inScope(scope, invitations.companyId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export async function findInvitation(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), inScope(scope, invitations.companyId)))
    .limit(1);
  return row;
}

/** The invitation behind a link, whichever company it invites to: the link itself is the credential. */
export async function findInvitationByTokenAcrossCompanies(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: invitations, companyName: companies.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.token, token))
    .limit(1);
  return row;
}

export async function insertInvitation(db: Db, scope: Scope, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert into invitations returned nothing');
  return row;
}

/** A new invitation replaces the pending ones for the same email and company. */
export async function revokePendingInvitations(db: Db, scope: Scope, companyId: string, email: string) {
  assertInScope(scope, companyId);
  await db
    .update(invitations)
    .set({ status: 'revoked' })
    .where(and(eq(invitations.companyId, companyId), eq(invitations.email, email), eq(invitations.status, 'pending')));
}

export async function deleteInvitation(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), inScope(scope, invitations.companyId)))
    .returning({ id: invitations.id });
  return row;
}

/**
 * Marks a pending invitation accepted, whichever company it invites to (its invitee has none
 * yet); undefined when another request got there first.
 */
export async function claimInvitationAcrossCompanies(db: Db, id: string, at: Date) {
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
