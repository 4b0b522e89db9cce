import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminQueries } from '../features/admin/api/admin-queries';
import { invitationQuery } from '../features/invitations/api/get-invitation';
import { companyQueries } from '../lib/company-queries';
import { CURRENT_USER_KEY } from '../lib/current-user-query';
import { projectQueries } from '../lib/project-queries';
import { statsQueries } from '../lib/stats-queries';
import { surveyQueries } from '../lib/survey-queries';
import { templateQueries } from '../lib/template-queries';
import { forgetAccountReads } from './forget-signed-out-data';

describe('forgetAccountReads', () => {
  it('leaves nothing of the last account, and keeps the session and an invitation being read', () => {
    const queryClient = new QueryClient();
    const accountReads: QueryKey[] = [
      projectQueries.list().queryKey,
      projectQueries.surveys('p1').queryKey,
      surveyQueries.photos('s1').queryKey,
      statsQueries.home().queryKey,
      templateQueries.version('t1', 2).queryKey,
      companyQueries.quantitySettings('c1').queryKey,
      adminQueries.companyUsers('c1').queryKey,
    ];
    for (const queryKey of accountReads) queryClient.setQueryData(queryKey, { id: 'x' });
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    const invitation: QueryKey = invitationQuery('tok').queryKey;
    queryClient.setQueryData(invitation, { email: 'a@b.c' });

    forgetAccountReads(queryClient);

    const left = queryClient.getQueryCache().getAll().map((query) => query.queryKey);
    expect(left).toEqual([CURRENT_USER_KEY, invitation]);
  });
});
