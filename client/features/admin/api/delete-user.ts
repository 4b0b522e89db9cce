import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

/** DELETE /api/admin/users/{id}. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useApiMutation<{ userId: string }, void>({
    request: ({ userId }) => ({ method: 'DELETE', path: `/api/admin/users/${userId}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.userLists() }),
  });
}
