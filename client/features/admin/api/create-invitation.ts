import { useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody, Invitation } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

/** POST /api/admin/invitations {email, role, companyId}. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useApiMutation<CreateInvitationBody, Invitation>({
    request: (body) => ({ method: 'POST', path: '/api/admin/invitations', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.invitationLists() }),
  });
}
