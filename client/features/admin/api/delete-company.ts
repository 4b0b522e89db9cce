import { useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { COMPANIES_KEY, invalidateUsage } from './query-keys';

/** DELETE /api/companies/{id}; the server refuses while the company still has users. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useApiMutation<{ companyId: string }, void>({
    request: ({ companyId }) => ({ method: 'DELETE', path: `/api/companies/${companyId}` }),
    onSuccess: (_result, { companyId }) =>
      queryClient.setQueryData<Company[]>(COMPANIES_KEY, (list) => list?.filter((c) => c.id !== companyId)),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }), invalidateUsage(queryClient)]),
  });
}
