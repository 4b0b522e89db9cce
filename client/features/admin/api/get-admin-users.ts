import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '../../../../common/schemas/admin';
import { ADMIN_USERS_KEY } from './query-keys';

/** GET /api/admin/users?role=admin: the admin users of every company, for root. */
export function useAdminUsers() {
  return useQuery<AdminUser[]>({ queryKey: ADMIN_USERS_KEY });
}
