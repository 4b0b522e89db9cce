import { useQueryClient } from '@tanstack/react-query';
import type { Company, CreateCompanyBody } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { companyQueries } from '../../../lib/company-queries';
import { adminQueries } from './admin-queries';

/** POST /api/companies {name, description}. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useApiMutation<CreateCompanyBody, Company>({
    request: (body) => ({ method: 'POST', path: '/api/companies', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueries.all() }),
        queryClient.invalidateQueries({ queryKey: adminQueries.usageFigures() }),
      ]),
  });
}
