import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '../../../../common/schemas/admin';
import { invitationsKey } from './query-keys';

/** GET /api/admin/invitations?companyId={id}: a company's invitations, each with its link. */
export function useInvitations(companyId: string) {
  return useQuery<Invitation[]>({ queryKey: invitationsKey(companyId) });
}
