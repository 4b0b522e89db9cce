import { describe, expect, it } from 'vitest';
import { ALL_COMPANIES, companyScope, requestedScope, scopeIncludes, scopeOf } from './scope';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { role: 'root' as const, companyId: null };
const admin = { role: 'admin' as const, companyId: acme };
const companyless = { role: 'user' as const, companyId: null };

describe('scopeOf', () => {
  it('gives root every company, a member their own, and someone without a company none (no sentinel id)', () => {
    expect(scopeOf(root)).toEqual(ALL_COMPANIES);
    expect(scopeOf(admin)).toEqual(companyScope(acme));
    expect(scopeOf(companyless)).toEqual({ kind: 'none' });
  });

  it('includes records of the scope only; global records (company null) belong to no company', () => {
    expect(scopeIncludes(companyScope(acme), acme)).toBe(true);
    expect(scopeIncludes(companyScope(acme), rival)).toBe(false);
    expect(scopeIncludes(companyScope(acme), null)).toBe(false);
    expect(scopeIncludes({ kind: 'none' }, acme)).toBe(false);
    expect(scopeIncludes(ALL_COMPANIES, rival)).toBe(true);
  });
});

describe('requestedScope (DESIGN §10: naming another company is a 404, never silently replaced)', () => {
  it('lets root narrow to any company it names, and keeps every company when it names none', () => {
    expect(requestedScope(root, rival)).toEqual(companyScope(rival));
    expect(requestedScope(root, undefined)).toEqual(ALL_COMPANIES);
  });

  it('keeps an admin in their own company when they name it or none', () => {
    expect(requestedScope(admin, acme)).toEqual(companyScope(acme));
    expect(requestedScope(admin, null)).toEqual(companyScope(acme));
  });

  it('answers 404 to an admin naming another company', () => {
    expect(() => requestedScope(admin, rival)).toThrowError(expect.objectContaining({ code: 'NOT_FOUND', status: 404 }));
    expect(() => requestedScope(companyless, acme)).toThrowError(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});
