import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../../common/schemas/admin';
import type { Role } from '../../../../common/schemas/users';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

/** PATCH /api/admin/users/{id}/role {role}. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useApiMutation<{ userId: string; role: Role }, AdminUser>({
    request: ({ userId, role }) => ({ method: 'PATCH', path: `/api/admin/users/${userId}/role`, body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.userLists() }),
  });
}
