import { describe, expect, it } from 'vitest';
import { domainKeyOf } from './saved-reads-migration';

// Each read Riser kept under its API path (cache shape 2), and the key its factory gives it now.
const CARRIED_OVER: [readonly unknown[], readonly unknown[]][] = [
  [['/api/user'], ['session']],
  [['/api/projects'], ['projects', 'list']],
  [['/api/projects', 'p1'], ['projects', 'p1']],
  [['/api/projects', 'p1', 'surveys'], ['projects', 'p1', 'surveys']],
  [['/api/surveys', 's1'], ['surveys', 's1']],
  [['/api/surveys', 's1', 'photos'], ['surveys', 's1', 'photos']],
  [['/api/stats'], ['stats', 'home']],
  [['/api/survey-templates?locationType=unit'], ['templates', 'list', { locationType: 'unit' }]],
  [['/api/survey-templates?locationType=common-area'], ['templates', 'list', { locationType: 'common-area' }]],
  [['/api/survey-templates', 't1', { version: 3 }], ['templates', 't1', { version: 3 }]],
  [['/api/survey-templates', 't1', { version: null }], ['templates', 't1', { version: null }]],
  [['/api/survey-templates', 'mdf', 'default'], ['templates', 'default', { locationType: 'mdf' }]],
  [['/api/companies'], ['companies', 'list']],
  [['/api/companies', 'c1', 'quantity-settings'], ['companies', 'c1', 'quantity-settings']],
  [['/api/invitations', 'tok'], ['invitations', 'tok']],
  [['/api/admin/users?role=admin'], ['admin', 'users', { role: 'admin' }]],
  [['/api/admin/users?companyId=c1'], ['admin', 'users', { companyId: 'c1' }]],
  [['/api/admin/invitations?companyId=c1'], ['admin', 'invitations', { companyId: 'c1' }]],
  [['/api/admin/usage'], ['admin', 'usage', 'list']],
  [['/api/admin/usage', 'c1'], ['admin', 'usage', 'c1']],
  [['/api/admin/tokens?companyId=c1'], ['admin', 'tokens', { companyId: 'c1' }]],
  [['/api/admin/webhooks?companyId=c1'], ['admin', 'webhooks', { companyId: 'c1' }]],
];

describe('domainKeyOf', () => {
  it.each(CARRIED_OVER)('carries %j over as %j', (pathKey, domainKey) => {
    expect(domainKeyOf(pathKey)).toEqual(domainKey);
  });

  it('drops what no read asks for any more, or that is not a path key', () => {
    expect(domainKeyOf(['/api/retired'])).toBeUndefined();
    expect(domainKeyOf(['/api/survey-templates?locationType=attic'])).toBeUndefined();
    expect(domainKeyOf(['/api/projects', 'p1', 'surveys', 'extra'])).toBeUndefined();
    expect(domainKeyOf(['/api/admin/users'])).toBeUndefined();
    expect(domainKeyOf([42])).toBeUndefined();
  });
});
