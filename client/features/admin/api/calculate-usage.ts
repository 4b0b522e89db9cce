import { useQueryClient } from '@tanstack/react-query';
import type { CompanyUsage } from '../../../../common/schemas/admin';
import { runMutation, useApiMutation, type ApiWrite } from '../../../lib/mutations';
import { companyUsageKey, invalidateUsage } from './query-keys';

const calculateWrite = (companyId: string): ApiWrite => ({
  method: 'POST',
  path: `/api/admin/usage/${companyId}/calculate`,
  body: {},
});

/** POST /api/admin/usage/{companyId}/calculate as a plain call (the usage read's fallback). */
export function calculateUsage(companyId: string): Promise<CompanyUsage> {
  return runMutation<CompanyUsage>(calculateWrite(companyId));
}

/** Refresh Usage: computes the figures now and stores them with lastCalculated. */
export function useCalculateUsage() {
  const queryClient = useQueryClient();
  return useApiMutation<{ companyId: string }, CompanyUsage>({
    request: ({ companyId }) => calculateWrite(companyId),
    onSuccess: (usage) => queryClient.setQueryData(companyUsageKey(usage.companyId), usage),
    onSettled: () => invalidateUsage(queryClient),
  });
}
