import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../../common/schemas/admin';
import type { UserStatus } from '../../../../common/schemas/users';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

/** PATCH /api/admin/users/{id}/status {status}: freeze (no sign-in, sessions end) or activate. */
export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useApiMutation<{ userId: string; status: UserStatus }, AdminUser>({
    request: ({ userId, status }) => ({ method: 'PATCH', path: `/api/admin/users/${userId}/status`, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.userLists() }),
  });
}
