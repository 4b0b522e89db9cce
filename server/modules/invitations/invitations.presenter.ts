import type { Invitation, PublicInvitation } from '../../../common/schemas/admin';
import { isInvitationExpired } from './invitations.policy';
import type { InvitationRow } from './invitations.repo';

/** The path of the invitation page (administration §2); the client adds its own origin. */
export const invitationLink = (token: string) => `/invite/${encodeURIComponent(token)}`;

export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    token: row.token,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    link: invitationLink(row.token),
  };
}

export function presentPublicInvitation(row: InvitationRow, companyName: string, now: Date): PublicInvitation {
  return {
    email: row.email,
    role: row.role,
    companyName,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    expired: isInvitationExpired(row, now),
  };
}
