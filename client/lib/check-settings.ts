import { useQuery } from '@tanstack/react-query';
import { companyQueries } from './company-queries';

// A company's check settings (issue 28): its cables' diameters and how it names telecom rooms,
// what the markup editor's standards checks read. Kept like every read: offline once read.

export function useCheckSettings(companyId: string | null | undefined) {
  return useQuery({ ...companyQueries.checkSettings(companyId ?? ''), enabled: Boolean(companyId) });
}
