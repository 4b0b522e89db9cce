import { useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, User } from '../../../../common/schemas/users';
import { useApiMutation } from '../../../lib/mutations';
import { setCurrentUser } from '../../../lib/session';

/** POST /api/change-password; the answer is the updated user (mustChangePassword now false). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useApiMutation<ChangePasswordBody, User>({
    request: (body) => ({ method: 'POST', path: '/api/change-password', body, onlineOnly: true }),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
