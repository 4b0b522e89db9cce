import { queryOptions } from '@tanstack/react-query';
import type { CheckSettings } from '../../common/schemas/checks';
import type { Company, QuantitySettings } from '../../common/schemas/companies';
import { apiGet } from './api-client';

/**
 * The companies domain's reads, shared by administration (root's company list, a company's
 * settings), new projects (root chooses the company) and the markup editor (run kinds, what its
 * standards checks read).
 */
export const companyQueries = {
  all: () => ['companies'] as const,

  /** GET /api/companies: every company, for root. */
  list: () =>
    queryOptions({
      queryKey: ['companies', 'list'] as const,
      queryFn: ({ signal }) => apiGet<Company[]>('/api/companies', signal),
    }),

  /** GET /api/companies/{id}/quantity-settings: the company's run kinds and allowances (issue 14). */
  quantitySettings: (companyId: string) =>
    queryOptions({
      queryKey: ['companies', companyId, 'quantity-settings'] as const,
      queryFn: ({ signal }) => apiGet<QuantitySettings>(`/api/companies/${encodeURIComponent(companyId)}/quantity-settings`, signal),
    }),

  /** GET /api/companies/{id}/check-settings: the company's cable diameters and telecom-room naming (issue 28). */
  checkSettings: (companyId: string) =>
    queryOptions({
      queryKey: ['companies', companyId, 'check-settings'] as const,
      queryFn: ({ signal }) => apiGet<CheckSettings>(`/api/companies/${encodeURIComponent(companyId)}/check-settings`, signal),
    }),
};
