import { describe, expect, it } from 'vitest';
import { canCreateCompany, canDeleteCompany, canUpdateCompany } from './companies.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { role: 'root', companyId: null } as const;
const admin = { role: 'admin', companyId: acme } as const;
const otherAdmin = { role: 'admin', companyId: rival } as const;
const user = { role: 'user', companyId: acme } as const;

describe('company policy', () => {
  it('lets only root create, update and delete companies (company.create, company.update, company.delete)', () => {
    for (const actor of [root, admin, otherAdmin, user]) {
      const expected = actor.role === 'root';
      expect(canCreateCompany(actor)).toBe(expected);
      expect(canUpdateCompany(actor, { id: acme })).toBe(expected);
      expect(canDeleteCompany(actor, { id: acme })).toBe(expected);
    }
  });
});
