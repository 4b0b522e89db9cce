import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../common/schemas/admin';
import { companyUsersKey } from './query-keys';

/** GET /api/admin/users?companyId={id}: one company's users (a company admin only ever gets their own). */
export function useCompanyUsers(companyId: string) {
  return useQuery<AdminUser[]>({ queryKey: companyUsersKey(companyId) });
}
