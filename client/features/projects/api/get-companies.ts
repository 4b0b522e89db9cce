import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../../lib/company-queries';

/** GET /api/companies: root gets every company, to choose where a new project belongs. */
export function useCompanies(options: { enabled: boolean }) {
  return useQuery({ ...companyQueries.list(), enabled: options.enabled });
}
