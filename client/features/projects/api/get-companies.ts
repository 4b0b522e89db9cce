import { useQuery } from '@tanstack/react-query';
import type { Company } from '../../../../common/schemas/companies';
import { COMPANIES_KEY } from './query-keys';

/** GET /api/companies: root gets every company, to choose where a new project belongs. */
export function useCompanies(options: { enabled: boolean }) {
  return useQuery<Company[]>({ queryKey: COMPANIES_KEY, enabled: options.enabled });
}
