import { useQueryClient } from '@tanstack/react-query';
import type { RegisterBody, User } from '../../../../common/schemas/users';
import { useApiMutation } from '../../../lib/mutations';
import { CURRENT_USER_KEY } from '../../../lib/current-user-query';
import { setCurrentUser } from '../../../lib/session';

/** POST /api/register with the invitation's token: creates the account in its company and signs in. */
export function useRegisterWithInvitation() {
  const queryClient = useQueryClient();
  return useApiMutation<RegisterBody, User>({
    request: (body) => ({ method: 'POST', path: '/api/register', body, onlineOnly: true }),
    onSuccess: async (user) => {
      setCurrentUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
