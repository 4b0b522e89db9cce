import { useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../common/schemas/stats';

// The same key the project and survey writes invalidate.
export const STATS_KEY = ['/api/stats'] as const;

/** GET /api/stats: the home dashboard's figures and recent activity for the caller's company. */
export function useStats() {
  return useQuery<Stats>({ queryKey: STATS_KEY });
}
