import { queryOptions } from '@tanstack/react-query';
import type { Stats } from '../../common/schemas/stats';
import { apiGet } from './api-client';

/** The home figures' domain: derived from surveys, so every project or survey write refreshes it. */
export const statsQueries = {
  all: () => ['stats'] as const,

  /** GET /api/stats: the home dashboard's figures and recent activity for the caller's company. */
  home: () =>
    queryOptions({
      queryKey: ['stats', 'home'] as const,
      queryFn: ({ signal }) => apiGet<Stats>('/api/stats', signal),
    }),
};
