import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../auth/actions';
import { companyPolicy } from './companies.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { id: 'root', role: 'root', companyId: null } as const;
const admin = { id: 'admin', role: 'admin', companyId: acme } as const;
const otherAdmin = { id: 'other', role: 'admin', companyId: rival } as const;
const user = { id: 'user', role: 'user', companyId: acme } as const;
const companyless = { id: 'loner', role: 'user', companyId: null } as const;

describe('company policy', () => {
  it('has a rule for every company action, named as the audit log names it', () => {
    expect(Object.keys(companyPolicy).sort()).toEqual(ACTIONS.filter((action) => action.startsWith('company.')).sort());
  });

  it('lets only root create, update and delete companies (company.create, company.update, company.delete)', () => {
    for (const actor of [root, admin, otherAdmin, user, companyless]) {
      const expected = actor.role === 'root';
      expect(companyPolicy['company.create'](actor, { name: 'Fresh Fiber' })).toBe(expected);
      expect(companyPolicy['company.update'](actor, { id: acme })).toBe(expected);
      expect(companyPolicy['company.delete'](actor, { id: acme })).toBe(expected);
    }
  });

  it('company.quantities: the company’s admins and root, not its users nor another company’s admin', () => {
    const quantities = companyPolicy['company.quantities'];
    expect(quantities(root, { id: acme })).toBe(true);
    expect(quantities(admin, { id: acme })).toBe(true);
    expect(quantities(otherAdmin, { id: acme })).toBe(false);
    expect(quantities(user, { id: acme })).toBe(false);
    expect(quantities(companyless, { id: acme })).toBe(false);
  });
});
