import { describe, expect, it } from 'vitest';
import { acme, admin, companylessAdmin, otherAdmin, rival, root, user, actionsNamed } from '../../auth/policy-actors';
import { ALL_COMPANIES, companyScope } from '../../auth/scope';
import { usagePolicy } from './usage.policy';


describe('usage policy', () => {
  it('has a rule for every usage action', () => {
    expect(Object.keys(usagePolicy).sort()).toEqual(actionsNamed('usage.'));
  });

  it('usage.view: root every company’s, a company admin their own, not users nor an admin without a company', () => {
    const view = usagePolicy['usage.view'];
    expect(view(root, ALL_COMPANIES)).toBe(true);
    expect(view(root, companyScope(rival))).toBe(true);
    expect(view(admin, companyScope(acme))).toBe(true);
    expect(view(admin, companyScope(rival))).toBe(false);
    expect(view(user, companyScope(acme))).toBe(false);
    expect(view(companylessAdmin, { kind: 'none' })).toBe(false);
  });

  it('usage.calculate: root any, an admin their own only', () => {
    const calculate = usagePolicy['usage.calculate'];
    expect(calculate(root, { companyId: acme })).toBe(true);
    expect(calculate(admin, { companyId: acme })).toBe(true);
    expect(calculate(otherAdmin, { companyId: acme })).toBe(false);
    expect(calculate(user, { companyId: acme })).toBe(false);
  });
});
