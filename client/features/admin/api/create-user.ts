import { useQueryClient } from '@tanstack/react-query';
import type { CreatedUser, CreateUserBody } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

/** POST /api/admin/users; the answer carries the temporary password, shown once. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useApiMutation<CreateUserBody, CreatedUser>({
    request: (body) => ({ method: 'POST', path: '/api/admin/users', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.userLists() }),
  });
}
