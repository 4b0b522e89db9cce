import type { Role } from '../../../common/schemas/users';
import type { Action } from '../../auth/actions';
import type { PolicyOf } from '../../auth/authorize';
import { administers, administersScope, type Actor } from '../../auth/member-policy';
import type { Scope } from '../../auth/scope';

export interface InvitationActor extends Actor {
  email: string;
}

interface InvitationRecord {
  companyId: string;
  email: string;
  role: Role;
  status: string;
  expiresAt: Date;
}

export type InvitationAction = Extract<Action, `invitation.${string}`>;

/** administration §4: past expiresAt an invitation counts as expired. */
export function isInvitationExpired(invitation: Pick<InvitationRecord, 'expiresAt'>, now: Date): boolean {
  return now.getTime() > invitation.expiresAt.getTime();
}

export type AcceptRefusal = 'used' | 'expired' | 'wrong-email' | 'has-company';

/**
 * invitation.accept (DESIGN §10): why the signed-in actor may not accept, or null if they may.
 * A token works once, until it expires, for its own email, and only for someone with no company.
 * Each reason has its own answer (409 or 403), so the service asks for the reason.
 */
export function invitationAcceptRefusal(actor: InvitationActor, invitation: InvitationRecord, now: Date): AcceptRefusal | null {
  if (invitation.status !== 'pending') return 'used';
  if (isInvitationExpired(invitation, now)) return 'expired';
  if (actor.email.toLowerCase() !== invitation.email.toLowerCase()) return 'wrong-email';
  // Root belongs to no company but joining one would take away root.
  if (actor.companyId !== null || actor.role === 'root') return 'has-company';
  return null;
}

/** administration §6: root manages every company's invitations, a company admin their own; users none. */
export const invitationPolicy = {
  'invitation.list': (actor: Actor, scope: Scope) => administersScope(actor, scope),
  // Root into any company, an admin into their own; never a root invitation.
  'invitation.create': (actor: Actor, invitation: Pick<InvitationRecord, 'companyId' | 'role'>) => invitation.role !== 'root' && administers(actor, invitation),
  'invitation.delete': (actor: Actor, invitation: Pick<InvitationRecord, 'companyId'>) => administers(actor, invitation),
  'invitation.accept': (actor: InvitationActor, acceptance: { invitation: InvitationRecord; now: Date }) =>
    invitationAcceptRefusal(actor, acceptance.invitation, acceptance.now) === null,
} satisfies PolicyOf<InvitationAction, InvitationActor>;
