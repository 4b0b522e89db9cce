import { useQueryClient } from '@tanstack/react-query';
import type { Company, UpdateCompanyBody } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { companyQueries } from '../../../lib/company-queries';
import { adminQueries } from './admin-queries';

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
      queryClient.setQueryData(companyQueries.list().queryKey, (list) => list?.map((c) => (c.id === company.id ? company : c))),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueries.all() }),
        queryClient.invalidateQueries({ queryKey: adminQueries.usageFigures() }),
      ]),
  });
}
