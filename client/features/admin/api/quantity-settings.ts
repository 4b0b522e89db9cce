import { useQueryClient } from '@tanstack/react-query';
import type { QuantitySettings, UpdateQuantitySettingsBody } from '../../../../common/schemas/companies';
import { useApiMutation } from '../../../lib/mutations';
import { companyQueries } from '../../../lib/company-queries';

export interface UpdateQuantitySettingsVariables {
  companyId: string;
  body: UpdateQuantitySettingsBody;
}

/** PUT /api/companies/{id}/quantity-settings: the company's run kinds (the whole list) and allowances. */
export function useUpdateQuantitySettings() {
  const queryClient = useQueryClient();
  return useApiMutation<UpdateQuantitySettingsVariables, QuantitySettings>({
    request: ({ companyId, body }) => ({ method: 'PUT', path: `/api/companies/${encodeURIComponent(companyId)}/quantity-settings`, body }),
    onSuccess: (settings, { companyId }) => queryClient.setQueryData(companyQueries.quantitySettings(companyId).queryKey, settings),
  });
}
