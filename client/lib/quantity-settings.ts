import { useQuery } from '@tanstack/react-query';
import { companyQueries } from './company-queries';

// A company's quantity settings (issue 14): its own run kinds (the markup editor offers them) and
// the allowances its projects start from (the dashboard's quantities). Kept like every read, so
// both work offline once read.

export function useQuantitySettings(companyId: string | null | undefined) {
  return useQuery({ ...companyQueries.quantitySettings(companyId ?? ''), enabled: Boolean(companyId) });
}
