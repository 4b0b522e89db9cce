import { describe, expect, it } from 'vitest';
import { acme, admin, companylessAdmin, otherAdmin, root, user, actionsNamed } from '../../auth/policy-actors';
import { scopeOf } from '../../auth/scope';
import { apiTokenPolicy } from './api-tokens.policy';


describe('API token policy', () => {
  it('has a rule for every token action, named as the audit log names it', () => {
    expect(Object.keys(apiTokenPolicy).sort()).toEqual(actionsNamed('token.'));
  });

  it('token.list: any admin and root (which tokens: their scope’s), not users', () => {
    for (const actor of [root, admin, otherAdmin, companylessAdmin]) expect(apiTokenPolicy['token.list'](actor, scopeOf(actor))).toBe(true);
    expect(apiTokenPolicy['token.list'](user, scopeOf(user))).toBe(false);
  });

  it('token.create and token.revoke: the company’s admins and root', () => {
    for (const action of ['token.create', 'token.revoke'] as const) {
      const can = apiTokenPolicy[action];
      expect(can(root, { companyId: acme })).toBe(true);
      expect(can(admin, { companyId: acme })).toBe(true);
      expect(can(otherAdmin, { companyId: acme })).toBe(false);
      expect(can(user, { companyId: acme })).toBe(false);
      expect(can(companylessAdmin, { companyId: acme })).toBe(false);
    }
  });
});
