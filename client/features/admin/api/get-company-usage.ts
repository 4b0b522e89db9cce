import { useQuery } from '@tanstack/react-query';
import { adminQueries } from './admin-queries';

/** A company's usage figures, calculated when none are stored (administration §7). */
export function useCompanyUsage(companyId: string) {
  return useQuery(adminQueries.companyUsage(companyId));
}
