import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../common/schemas/users';
import { apiGet, isApiError } from './api-client';

/** The session's one read. Its own domain: signing out forgets every other read but this one. */
export const CURRENT_USER_KEY = ['session'] as const;

/** GET /api/user: the signed-in user, or null when the server says 401 (signed out is an answer, not an error). */
export function currentUserQuery() {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return await apiGet<User>('/api/user', signal);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
  });
}
