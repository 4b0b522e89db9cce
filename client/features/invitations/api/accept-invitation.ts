import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../common/schemas/users';
import { useApiMutation } from '../../../lib/mutations';
import { CURRENT_USER_KEY } from '../../../lib/current-user-query';
import { setCurrentUser } from '../../../lib/session';

/** POST /api/invitations/{token}/accept: the signed-in user joins the company; the answer is that user. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useApiMutation<{ token: string }, User>({
    request: ({ token }) => ({ method: 'POST', path: `/api/invitations/${encodeURIComponent(token)}/accept`, onlineOnly: true }),
    onSuccess: async (user) => {
      setCurrentUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
