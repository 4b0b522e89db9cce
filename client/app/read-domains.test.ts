import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminQueries } from '../features/admin/api/admin-queries';
import { companyQueries } from '../lib/company-queries';
import { projectQueries } from '../lib/project-queries';
import { statsQueries } from '../lib/stats-queries';
import { surveyQueries } from '../lib/survey-queries';
import { templateQueries } from '../lib/template-queries';

// Each domain's prefix and every read its factories make: a write invalidates the prefix and
// counts on reaching all of them, and on reaching nothing of another domain.
const DOMAINS: [string, QueryKey, QueryKey[]][] = [
  [
    'projects',
    projectQueries.all(),
    [
      projectQueries.list().queryKey,
      projectQueries.detail('p1').queryKey,
      projectQueries.surveys('p1').queryKey,
      projectQueries.buildings('p1').queryKey,
      projectQueries.unitTypes('p1').queryKey,
    ],
  ],
  ['surveys', surveyQueries.all(), [surveyQueries.detail('s1').queryKey, surveyQueries.photos('s1').queryKey, surveyQueries.comments('s1').queryKey]],
  ['stats', statsQueries.all(), [statsQueries.home().queryKey]],
  [
    'templates',
    templateQueries.all(),
    [templateQueries.list('unit').queryKey, templateQueries.typeDefault('unit').queryKey, templateQueries.version('t1', 2).queryKey],
  ],
  ['companies', companyQueries.all(), [companyQueries.list().queryKey, companyQueries.quantitySettings('c1').queryKey, companyQueries.checkSettings('c1').queryKey]],
  [
    'admin',
    adminQueries.all(),
    [
      adminQueries.admins().queryKey,
      adminQueries.companyUsers('c1').queryKey,
      adminQueries.companyInvitations('c1').queryKey,
      adminQueries.usage().queryKey,
      adminQueries.companyUsage('c1').queryKey,
      adminQueries.tokens('c1').queryKey,
      adminQueries.webhooks('c1').queryKey,
    ],
  ],
];

describe('read keys', () => {
  it.each(DOMAINS)('of %s are arrays that start with the domain, never an API path', (domain, prefix, keys) => {
    expect(prefix).toEqual([domain]);
    for (const key of keys) {
      expect(key[0]).toBe(domain);
      expect(JSON.stringify(key)).not.toContain('/api');
    }
  });

  it.each(DOMAINS)('invalidating %s reaches every read of it and none of another domain', async (_domain, prefix, keys) => {
    const queryClient = new QueryClient();
    for (const [, , domainKeys] of DOMAINS) for (const key of domainKeys) queryClient.setQueryData(key, { id: 'x' });
    await queryClient.invalidateQueries({ queryKey: prefix });
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(invalidated).toEqual(keys);
  });

  it('of a company’s users and of the admins share one prefix, so a user write refreshes both lists', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(adminQueries.admins().queryKey, []);
    queryClient.setQueryData(adminQueries.companyUsers('c1').queryKey, []);
    queryClient.setQueryData(adminQueries.companyInvitations('c1').queryKey, []);
    await queryClient.invalidateQueries({ queryKey: adminQueries.userLists() });
    expect(queryClient.getQueryState(adminQueries.admins().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminQueries.companyUsers('c1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminQueries.companyInvitations('c1').queryKey)?.isInvalidated).toBe(false);
  });
});
