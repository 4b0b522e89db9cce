import { useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../common/schemas/stats';
import { STATS_KEY } from '../../../lib/project-reads';

/** GET /api/stats: the home dashboard's figures and recent activity for the caller's company. */
export function useStats() {
  return useQuery<Stats>({ queryKey: STATS_KEY });
}
