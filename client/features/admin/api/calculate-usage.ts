import { useQueryClient } from '@tanstack/react-query';
import type { CompanyUsage } from '../../../../common/schemas/admin';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';
import { calculateUsageWrite } from './usage-calculation';

/** Refresh Usage: computes the figures now and stores them with lastCalculated. */
export function useCalculateUsage() {
  const queryClient = useQueryClient();
  return useApiMutation<{ companyId: string }, CompanyUsage>({
    request: ({ companyId }) => calculateUsageWrite(companyId),
    onSuccess: (usage) => queryClient.setQueryData(adminQueries.companyUsage(usage.companyId).queryKey, usage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.usageFigures() }),
  });
}
