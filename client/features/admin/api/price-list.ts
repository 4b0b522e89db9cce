import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceList } from '../../../../common/schemas/price-lists';
import type { ProposalSettings, UpdateProposalSettingsBody } from '../../../../common/schemas/proposal';
import { apiGet } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';

// The company's prices and proposal terms (issue 28), edited by its admins on the dashboard.

const priceListQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['companies', companyId, 'price-list'] as const,
    queryFn: ({ signal }) => apiGet<PriceList>(`/api/companies/${encodeURIComponent(companyId)}/price-list`, signal),
  });

const proposalSettingsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['companies', companyId, 'proposal-settings'] as const,
    queryFn: ({ signal }) => apiGet<ProposalSettings>(`/api/companies/${encodeURIComponent(companyId)}/proposal-settings`, signal),
  });

/** GET /api/companies/{id}/price-list. */
export function usePriceList(companyId: string) {
  return useQuery(priceListQuery(companyId));
}

/** PUT /api/companies/{id}/price-list: the whole list, markup and items. */
export function useUpdatePriceList() {
  const queryClient = useQueryClient();
  return useApiMutation<{ companyId: string; body: PriceList }, PriceList>({
    request: ({ companyId, body }) => ({ method: 'PUT', path: `/api/companies/${encodeURIComponent(companyId)}/price-list`, body }),
    // The estimates read the prices: every project's is stale now.
    onSuccess: (list, { companyId }) => {
      queryClient.setQueryData(priceListQuery(companyId).queryKey, list);
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

/** GET /api/companies/{id}/proposal-settings. */
export function useProposalSettings(companyId: string) {
  return useQuery(proposalSettingsQuery(companyId));
}

/** PUT /api/companies/{id}/proposal-settings: the terms at the end of every proposal. */
export function useUpdateProposalSettings() {
  const queryClient = useQueryClient();
  return useApiMutation<{ companyId: string; body: UpdateProposalSettingsBody }, ProposalSettings>({
    request: ({ companyId, body }) => ({ method: 'PUT', path: `/api/companies/${encodeURIComponent(companyId)}/proposal-settings`, body }),
    onSuccess: (settings, { companyId }) => queryClient.setQueryData(proposalSettingsQuery(companyId).queryKey, settings),
  });
}
