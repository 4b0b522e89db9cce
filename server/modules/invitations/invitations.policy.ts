import type { Role } from '../../../common/schemas/users';

export interface InvitationActor {
  id: string;
  role: Role;
  companyId: string | null;
  email: string;
}

interface InvitationRecord {
  companyId: string;
  email: string;
  role: Role;
  status: string;
  expiresAt: Date;
}

const isCompanyAdmin = (actor: Pick<InvitationActor, 'role' | 'companyId'>) => actor.role === 'admin' && actor.companyId !== null;

/** administration §6: root manages every company's invitations; a company admin their own. */
export function canManageInvitations(actor: Pick<InvitationActor, 'role' | 'companyId'>): boolean {
  return actor.role === 'root' || isCompanyAdmin(actor);
}

/** An invitation the actor may see; any other answers 404 (DESIGN §3). */
export function canSeeInvitation(actor: Pick<InvitationActor, 'role' | 'companyId'>, invitation: Pick<InvitationRecord, 'companyId'>): boolean {
  if (actor.role === 'root') return true;
  return isCompanyAdmin(actor) && invitation.companyId === actor.companyId;
}

/** invitation.create: root into any company, an admin into their own; never a root invitation. */
export function canCreateInvitation(actor: Pick<InvitationActor, 'role' | 'companyId'>, invitation: Pick<InvitationRecord, 'companyId' | 'role'>): boolean {
  if (invitation.role === 'root') return false;
  return canSeeInvitation(actor, invitation);
}

/** invitation.delete: whoever may see it. */
export function canDeleteInvitation(actor: Pick<InvitationActor, 'role' | 'companyId'>, invitation: Pick<InvitationRecord, 'companyId'>): boolean {
  return canSeeInvitation(actor, invitation);
}

/** administration §4: past expiresAt an invitation counts as expired. */
export function isInvitationExpired(invitation: Pick<InvitationRecord, 'expiresAt'>, now: Date): boolean {
  return now.getTime() > invitation.expiresAt.getTime();
}

export type AcceptRefusal = 'used' | 'expired' | 'wrong-email' | 'has-company';

/**
 * invitation.accept (DESIGN §10): why the signed-in actor may not accept, or null if they may.
 * A token works once, until it expires, for its own email, and only for someone with no company.
 */
export function invitationAcceptRefusal(actor: InvitationActor, invitation: InvitationRecord, now: Date): AcceptRefusal | null {
  if (invitation.status !== 'pending') return 'used';
  if (isInvitationExpired(invitation, now)) return 'expired';
  if (actor.email.toLowerCase() !== invitation.email.toLowerCase()) return 'wrong-email';
  // Root belongs to no company but joining one would take away root.
  if (actor.companyId !== null || actor.role === 'root') return 'has-company';
  return null;
}

export function canAcceptInvitation(actor: InvitationActor, invitation: InvitationRecord, now: Date): boolean {
  return invitationAcceptRefusal(actor, invitation, now) === null;
}
