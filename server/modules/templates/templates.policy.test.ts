import { describe, expect, it } from 'vitest';
import { canWriteTemplates, templateOwnerFor } from './templates.policy';

const company = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

describe('template policy', () => {
  it('lets admin and root write, not users', () => {
    expect(canWriteTemplates({ role: 'root' })).toBe(true);
    expect(canWriteTemplates({ role: 'admin' })).toBe(true);
    expect(canWriteTemplates({ role: 'user' })).toBe(false);
  });

  it('keeps an admin’s saves in their own company whatever they send', () => {
    expect(templateOwnerFor({ role: 'admin', companyId: company }, null)).toBe(company);
    expect(templateOwnerFor({ role: 'admin', companyId: company }, other)).toBe(company);
  });

  it('saves root’s changes globally unless a company is named', () => {
    expect(templateOwnerFor({ role: 'root', companyId: null }, undefined)).toBeNull();
    expect(templateOwnerFor({ role: 'root', companyId: null }, other)).toBe(other);
  });
});
