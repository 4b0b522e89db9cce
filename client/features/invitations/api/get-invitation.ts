import { useQuery } from '@tanstack/react-query';
import type { PublicInvitation } from '../../../../common/schemas/admin';

export const invitationKey = (token: string) => ['/api/invitations', token] as const;

/** GET /api/invitations/{token}: what the link offers, readable signed in or not. */
export function useInvitation(token: string | undefined) {
  return useQuery<PublicInvitation>({ queryKey: invitationKey(token ?? ''), enabled: Boolean(token) });
}
