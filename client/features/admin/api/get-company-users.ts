import { useQuery } from '@tanstack/react-query';
import { adminQueries } from './admin-queries';

/** GET /api/admin/users?companyId={id}: one company's users (a company admin only ever gets their own). */
export function useCompanyUsers(companyId: string) {
  return useQuery(adminQueries.companyUsers(companyId));
}
