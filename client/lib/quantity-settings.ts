import { useQuery } from '@tanstack/react-query';
import type { QuantitySettings } from '../../common/schemas/companies';

// A company's quantity settings (issue 14): its own run kinds (the markup editor offers them) and
// the allowances its projects start from (the dashboard's quantities). Kept like every read, so
// both work offline once read.

export const quantitySettingsKey = (companyId: string) => ['/api/companies', companyId, 'quantity-settings'] as const;

export function useQuantitySettings(companyId: string | null | undefined) {
  return useQuery<QuantitySettings>({ queryKey: quantitySettingsKey(companyId ?? ''), enabled: Boolean(companyId) });
}
