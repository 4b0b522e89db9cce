import type { QueryClient } from '@tanstack/react-query';
import { PROJECTS_KEY, STATS_KEY } from './query-keys';

/** After any project write: the list, every project and its surveys (prefix), and the home figures. */
export function invalidateProjectData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
    queryClient.invalidateQueries({ queryKey: STATS_KEY }),
  ]);
}
