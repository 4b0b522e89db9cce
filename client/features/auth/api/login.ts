import { useQueryClient } from '@tanstack/react-query';
import type { LoginBody, User } from '../../../../common/schemas/users';
import { useApiMutation } from '../../../lib/mutations';
import { CURRENT_USER_KEY } from '../../../lib/current-user-query';
import { setCurrentUser } from '../../../lib/session';

/** POST /api/login; on success the cached user is set, then refetched (survey-work §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useApiMutation<LoginBody, User>({
    request: (credentials) => ({ method: 'POST', path: '/api/login', body: credentials, onlineOnly: true }),
    onSuccess: async (user) => {
      setCurrentUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
