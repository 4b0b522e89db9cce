import { useQueryClient } from '@tanstack/react-query';
import type { Company, UpdateCompanyBody } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { COMPANIES_KEY, invalidateUsage } from './query-keys';

export interface UpdateCompanyVariables {
  companyId: string;
  body: UpdateCompanyBody;
}

/** PUT /api/companies/{id} {name, description}. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useApiMutation<UpdateCompanyVariables, Company>({
    request: ({ companyId, body }) => ({ method: 'PUT', path: `/api/companies/${companyId}`, body }),
    onSuccess: (company) =>
      queryClient.setQueryData<Company[]>(COMPANIES_KEY, (list) => list?.map((c) => (c.id === company.id ? company : c))),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }), invalidateUsage(queryClient)]),
  });
}
