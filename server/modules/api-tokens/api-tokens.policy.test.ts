import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../auth/actions';
import { scopeOf } from '../../auth/scope';
import { apiTokenPolicy } from './api-tokens.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { id: 'root', role: 'root', companyId: null } as const;
const admin = { id: 'admin', role: 'admin', companyId: acme } as const;
const otherAdmin = { id: 'other', role: 'admin', companyId: rival } as const;
const user = { id: 'user', role: 'user', companyId: acme } as const;
const companylessAdmin = { id: 'loner', role: 'admin', companyId: null } as const;

describe('API token policy', () => {
  it('has a rule for every token action, named as the audit log names it', () => {
    expect(Object.keys(apiTokenPolicy).sort()).toEqual(ACTIONS.filter((action) => action.startsWith('token.')).sort());
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
