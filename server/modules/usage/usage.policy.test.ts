import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../auth/actions';
import { ALL_COMPANIES, companyScope } from '../../auth/scope';
import { usagePolicy } from './usage.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { id: 'root', role: 'root', companyId: null } as const;
const admin = { id: 'admin', role: 'admin', companyId: acme } as const;
const otherAdmin = { id: 'other', role: 'admin', companyId: rival } as const;
const user = { id: 'user', role: 'user', companyId: acme } as const;
const companylessAdmin = { id: 'loner', role: 'admin', companyId: null } as const;

describe('usage policy', () => {
  it('has a rule for every usage action', () => {
    expect(Object.keys(usagePolicy).sort()).toEqual(ACTIONS.filter((action) => action.startsWith('usage.')).sort());
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
