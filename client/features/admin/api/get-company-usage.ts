import { useQuery } from '@tanstack/react-query';
import type { CompanyUsage } from '../../../../common/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { calculateUsage } from './calculate-usage';
import { companyUsageKey } from './query-keys';

/** GET /api/admin/usage/{companyId}; if that fails, the figures are calculated instead (administration §7). */
export function useCompanyUsage(companyId: string) {
  return useQuery<CompanyUsage>({
    queryKey: companyUsageKey(companyId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<CompanyUsage>('GET', `/api/admin/usage/${companyId}`, undefined, { signal });
      } catch {
        return calculateUsage(companyId);
      }
    },
  });
}
