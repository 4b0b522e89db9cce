import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../common/schemas/admin';
import { COMPANIES_KEY } from './query-keys';

/** GET /api/companies: every company, for root. */
export function useCompanies() {
  return useQuery<Company[]>({ queryKey: COMPANIES_KEY });
}
