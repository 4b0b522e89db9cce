import { useQuery } from '@tanstack/react-query';
import { adminQueries } from './admin-queries';

/** GET /api/admin/invitations?companyId={id}: a company's invitations, each with its link. */
export function useInvitations(companyId: string) {
  return useQuery(adminQueries.companyInvitations(companyId));
}
