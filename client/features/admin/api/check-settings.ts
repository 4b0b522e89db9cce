import { useQueryClient } from '@tanstack/react-query';
import type { CheckSettings, UpdateCheckSettingsBody } from '../../../../common/schemas/checks';
import { companyQueries } from '../../../lib/company-queries';
import { useApiMutation } from '../../../lib/mutations';

/** PUT /api/companies/{id}/check-settings: the cable catalogue (the whole list) and telecom-room naming. */
export function useUpdateCheckSettings() {
  const queryClient = useQueryClient();
  return useApiMutation<{ companyId: string; body: UpdateCheckSettingsBody }, CheckSettings>({
    request: ({ companyId, body }) => ({ method: 'PUT', path: `/api/companies/${encodeURIComponent(companyId)}/check-settings`, body }),
    // The checks read them: every project's findings are stale now.
    onSuccess: (settings, { companyId }) => {
      queryClient.setQueryData(companyQueries.checkSettings(companyId).queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
