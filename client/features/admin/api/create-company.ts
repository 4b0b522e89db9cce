import { useQueryClient } from '@tanstack/react-query';
import type { Company, CreateCompanyBody } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { COMPANIES_KEY, invalidateUsage } from './query-keys';

/** POST /api/companies {name, description}. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useApiMutation<CreateCompanyBody, Company>({
    request: (body) => ({ method: 'POST', path: '/api/companies', body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }), invalidateUsage(queryClient)]),
  });
}
