import { useQuery } from '@tanstack/react-query';
import { adminQueries } from './admin-queries';

/** GET /api/admin/users?role=admin: the admin users of every company, for root. */
export function useAdminUsers() {
  return useQuery(adminQueries.admins());
}
