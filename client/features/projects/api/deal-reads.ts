import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Estimate } from '../../../../common/schemas/price-lists';
import { apiGet } from '../../../lib/api-client';
import type { CheckFindingView } from '../model/check-findings';

export type EstimateView = z.infer<typeof Estimate>;

// The server's reads of a project's drawings after the survey (issue 28); under the projects'
// key, so that a save of the prices (which invalidates ['projects']) reads them again.

/** GET /api/projects/{id}/checks: the standards checks' findings. */
export function useProjectChecks(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'checks'] as const,
    queryFn: ({ signal }) => apiGet<CheckFindingView[]>(`/api/projects/${encodeURIComponent(projectId)}/checks`, signal),
  });
}

/** GET /api/projects/{id}/estimate: quantities × prices, by section. */
export function useProjectEstimate(projectId: string) {
  return useQuery({
    queryKey: ['projects', projectId, 'estimate'] as const,
    queryFn: ({ signal }) => apiGet<EstimateView>(`/api/projects/${encodeURIComponent(projectId)}/estimate`, signal),
  });
}
