import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicInvitation } from '../../../../common/schemas/admin';
import { apiGet } from '../../../lib/api-client';

/** GET /api/invitations/{token}: what the link offers, readable signed in or not (so kept when signing out). */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitations', token] as const,
    queryFn: ({ signal }) => apiGet<PublicInvitation>(`/api/invitations/${encodeURIComponent(token)}`, signal),
  });
}

export function useInvitation(token: string | undefined) {
  return useQuery({ ...invitationQuery(token ?? ''), enabled: Boolean(token) });
}
