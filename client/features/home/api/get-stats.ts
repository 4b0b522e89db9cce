import { useQuery } from '@tanstack/react-query';
import { statsQueries } from '../../../lib/stats-queries';

/** The home dashboard's figures and recent activity for the caller's company. */
export function useStats() {
  return useQuery(statsQueries.home());
}
