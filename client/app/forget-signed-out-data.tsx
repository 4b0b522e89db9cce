import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../lib/session';

// Reads that belong to an account; public ones (an invitation) are left alone.
const PRIVATE_PREFIXES = ['/api/projects', '/api/surveys', '/api/photos', '/api/stats', '/api/admin', '/api/companies', '/api/survey-templates'];

/**
 * Signed out (logout, an ended session): nothing of the last account's data stays in the
 * cache, nor in the copy of it kept on the device for offline starts.
 */
export function ForgetSignedOutData() {
  const queryClient = useQueryClient();
  const { user, isLoading, error } = useCurrentUser();
  const signedOut = !isLoading && !error && user === null;
  useEffect(() => {
    if (!signedOut) return;
    queryClient.removeQueries({
      predicate: (query) => {
        const path = query.queryKey[0];
        return typeof path === 'string' && PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix));
      },
    });
  }, [signedOut, queryClient]);
  return null;
}
