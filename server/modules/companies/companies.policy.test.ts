import { describe, expect, it } from 'vitest';
import { acme, admin, companylessUser as companyless, otherAdmin, root, user, actionsNamed } from '../../auth/policy-actors';
import { companyPolicy } from './companies.policy';


describe('company policy', () => {
  it('has a rule for every company action, named as the audit log names it', () => {
    expect(Object.keys(companyPolicy).sort()).toEqual(actionsNamed('company.'));
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

  it.each(['company.checks', 'company.price_list', 'company.proposal'] as const)('%s: the company’s admins and root, not its users nor another company’s admin', (action) => {
    const rule = companyPolicy[action];
    expect(rule(root, { id: acme })).toBe(true);
    expect(rule(admin, { id: acme })).toBe(true);
    expect(rule(otherAdmin, { id: acme })).toBe(false);
    expect(rule(user, { id: acme })).toBe(false);
    expect(rule(companyless, { id: acme })).toBe(false);
  });
});
