import { useQuery } from '@tanstack/react-query';
import type { CompanyUsage } from '../../../../common/schemas/admin';
import { USAGE_KEY } from './query-keys';

/** GET /api/admin/usage: every company's usage, for root. */
export function useUsage() {
  return useQuery<CompanyUsage[]>({ queryKey: USAGE_KEY });
}
