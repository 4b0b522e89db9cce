import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectPriceList } from '../../../../common/schemas/price-lists';
import { apiGet } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutations';

// A project's own prices over its company's list (issue 28): items that replace the company's one
// by one, and a markup (null: the company's). Set by the company's admins, online.

const projectPriceListQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'price-list'] as const,
    queryFn: ({ signal }) => apiGet<ProjectPriceList>(`/api/projects/${encodeURIComponent(projectId)}/price-list`, signal),
  });

/** GET /api/projects/{id}/price-list. */
export function useProjectPriceList(projectId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectPriceListQuery(projectId), enabled: options.enabled ?? true });
}

/** PUT /api/projects/{id}/price-list: the whole override, markup and items. */
export function useUpdateProjectPriceList() {
  const queryClient = useQueryClient();
  return useApiMutation<{ projectId: string; body: ProjectPriceList }, ProjectPriceList>({
    request: ({ projectId, body }) => ({ method: 'PUT', path: `/api/projects/${encodeURIComponent(projectId)}/price-list`, body }),
    // The project's estimate reads the prices: it is stale now.
    onSuccess: (list, { projectId }) => {
      queryClient.setQueryData(projectPriceListQuery(projectId).queryKey, list);
      void queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'estimate'] });
    },
  });
}
