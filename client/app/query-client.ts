import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { CURRENT_USER_KEY } from '../lib/current-user-query';
import { PERSIST_MAX_AGE_MS } from './query-persistence';

/**
 * A 401 (the session ended) or PASSWORD_CHANGE_REQUIRED on any other call means the cached user
 * is stale: refetch it, so the app falls back to the landing page or the forced change screen.
 */
export function sessionIsStale(error: unknown): boolean {
  if (!isApiError(error) || error.code === 'INVALID_CREDENTIALS') return false;
  return error.status === 401 || error.code === 'PASSWORD_CHANGE_REQUIRED';
}

export function createQueryClient(): QueryClient {
  // Started without a connection: reads wait for it (showing what was saved) instead of failing.
  // From then on client/offline/connectivity.ts says whether the server answers.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== CURRENT_USER_KEY[0] && sessionIsStale(error)) {
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (sessionIsStale(error)) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      },
    }),
    // Spec survey-work §7: no retries, always stale, refetch on window focus, no polling. No
    // default query function: each read's factory says what it GETs (its key is not a path).
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 0,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        // Kept as long as the device keeps reads, or an unused read would vanish from the saved copy.
        gcTime: PERSIST_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
