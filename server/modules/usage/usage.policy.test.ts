import { describe, expect, it } from 'vitest';
import { canCalculateUsage, canSeeCompanyUsage, canViewUsage } from './usage.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { role: 'root', companyId: null } as const;
const admin = { role: 'admin', companyId: acme } as const;
const otherAdmin = { role: 'admin', companyId: rival } as const;
const user = { role: 'user', companyId: acme } as const;

describe('usage policy', () => {
  it('lets root and company admins view usage, not users', () => {
    expect(canViewUsage(root)).toBe(true);
    expect(canViewUsage(admin)).toBe(true);
    expect(canViewUsage(user)).toBe(false);
    expect(canViewUsage({ role: 'admin', companyId: null })).toBe(false);
  });

  it('usage.calculate and one company’s usage: root any, an admin their own only', () => {
    for (const can of [canSeeCompanyUsage, canCalculateUsage]) {
      expect(can(root, acme)).toBe(true);
      expect(can(admin, acme)).toBe(true);
      expect(can(otherAdmin, acme)).toBe(false);
      expect(can(user, acme)).toBe(false);
    }
  });
});
