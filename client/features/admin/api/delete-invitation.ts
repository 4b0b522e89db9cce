import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

/** DELETE /api/admin/invitations/{id}: the link stops working. */
export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useApiMutation<{ invitationId: string }, void>({
    request: ({ invitationId }) => ({ method: 'DELETE', path: `/api/admin/invitations/${invitationId}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.invitationLists() }),
  });
}
