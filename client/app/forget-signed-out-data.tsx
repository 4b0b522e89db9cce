import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminQueries } from '../features/admin/api/admin-queries';
import { companyQueries } from '../lib/company-queries';
import { projectQueries } from '../lib/project-queries';
import { useCurrentUser } from '../lib/session';
import { statsQueries } from '../lib/stats-queries';
import { surveyQueries } from '../lib/survey-queries';
import { templateQueries } from '../lib/template-queries';

// The domains whose reads belong to an account. Left alone: the session (it is what says
// "signed out") and invitations (a link is read signed out).
const ACCOUNT_DOMAINS = [
  projectQueries.all(),
  surveyQueries.all(),
  statsQueries.all(),
  adminQueries.all(),
  companyQueries.all(),
  templateQueries.all(),
];

/** Removes every read of the last account from the cache (and so from the device's copy). */
export function forgetAccountReads(queryClient: QueryClient) {
  for (const queryKey of ACCOUNT_DOMAINS) queryClient.removeQueries({ queryKey });
}

/**
 * Signed out (logout, an ended session): nothing of the last account's data stays in the
 * cache, nor in the copy of it kept on the device for offline starts.
 */
export function ForgetSignedOutData() {
  const queryClient = useQueryClient();
  const { user, isLoading, error } = useCurrentUser();
  const signedOut = !isLoading && !error && user === null;
  useEffect(() => {
    if (signedOut) forgetAccountReads(queryClient);
  }, [signedOut, queryClient]);
  return null;
}
