import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../../lib/company-queries';

/** GET /api/companies: every company, for root. */
export function useCompanies() {
  return useQuery(companyQueries.list());
}
