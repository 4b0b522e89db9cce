import type { PublicInvitation } from '../../../../common/schemas/admin';
import { isApiError } from '../../../lib/api-client';

/** What the invitation page shows (administration §2, §4); the success screen is the page's own. */
export type InvitationView =
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'used'; invitation: PublicInvitation }
  | { kind: 'expired'; invitation: PublicInvitation }
  | { kind: 'sign-in'; invitation: PublicInvitation }
  | { kind: 'accept'; invitation: PublicInvitation };

export interface InvitationInput {
  token: string | undefined;
  /** The answer of GET /api/invitations/{token}. */
  isPending: boolean;
  error: unknown;
  invitation: PublicInvitation | undefined;
  signedIn: boolean;
  now: Date;
}

/**
 * The page's state from the answer: anything not pending counts as used, a pending one past its
 * expiry as expired; a usable one asks a visitor to sign in (or create the account) first.
 */
export function invitationView(input: InvitationInput): InvitationView {
  if (!input.token) return { kind: 'invalid' };
  if (input.error) {
    return isApiError(input.error) && input.error.status === 404
      ? { kind: 'not-found' }
      : { kind: 'failed', error: input.error };
  }
  const invitation = input.invitation;
  if (input.isPending || !invitation) return { kind: 'loading' };
  if (invitation.status !== 'pending') return { kind: 'used', invitation };
  if (invitation.expired || new Date(invitation.expiresAt).getTime() < input.now.getTime()) {
    return { kind: 'expired', invitation };
  }
  return input.signedIn ? { kind: 'accept', invitation } : { kind: 'sign-in', invitation };
}
