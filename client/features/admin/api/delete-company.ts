import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/mutations';
import { companyQueries } from '../../../lib/company-queries';
import { adminQueries } from './admin-queries';

/** DELETE /api/companies/{id}; the server refuses while the company still has users. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useApiMutation<{ companyId: string }, void>({
    request: ({ companyId }) => ({ method: 'DELETE', path: `/api/companies/${companyId}` }),
    onSuccess: (_result, { companyId }) =>
      queryClient.setQueryData(companyQueries.list().queryKey, (list) => list?.filter((c) => c.id !== companyId)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueries.all() }),
        queryClient.invalidateQueries({ queryKey: adminQueries.usageFigures() }),
      ]),
  });
}
