import { describe, expect, it } from 'vitest';
import { ALL_COMPANIES, choosesCompanyOfWrites, companyForWrite, companyScope, requestedScope, scopeIncludes, scopeOf } from './scope';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { role: 'root' as const, companyId: null };
const admin = { role: 'admin' as const, companyId: acme };
const companyless = { role: 'user' as const, companyId: null };
const user = { role: 'user' as const, companyId: acme };

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

describe('companyForWrite (the company a new record belongs to)', () => {
  const existing = new Set([acme, rival]);
  const lookups: string[] = [];
  const exists = async (id: string) => {
    lookups.push(id);
    return existing.has(id);
  };
  const asked = { whenRootNamesNone: { ask: 'Choose the company this project belongs to.' }, exists };
  const global = { whenRootNamesNone: 'global' as const, exists };
  const missing = '33333333-3333-4333-8333-333333333333';

  it('writes root’s record to the company root names, once it is known to exist', async () => {
    lookups.length = 0;
    await expect(companyForWrite(root, rival, asked)).resolves.toBe(rival);
    await expect(companyForWrite(root, acme, global)).resolves.toBe(acme);
    expect(lookups).toEqual([rival, acme]);
    await expect(companyForWrite(root, missing, asked)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(companyForWrite(root, missing, global)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('asks root for a company it did not name (400 on body.companyId), or writes the global set where there is one', async () => {
    await expect(companyForWrite(root, undefined, asked)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Choose the company this project belongs to.',
      details: { fields: [{ field: 'body.companyId', message: 'Required' }] },
    });
    await expect(companyForWrite(root, null, asked)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(companyForWrite(root, undefined, global)).resolves.toBeNull();
    await expect(companyForWrite(root, null, global)).resolves.toBeNull();
  });

  it('writes a member’s record to their own company when they name it or none, without a lookup', async () => {
    lookups.length = 0;
    for (const member of [admin, user]) {
      for (const target of [asked, global]) {
        await expect(companyForWrite(member, acme, target)).resolves.toBe(acme);
        await expect(companyForWrite(member, undefined, target)).resolves.toBe(acme);
        await expect(companyForWrite(member, null, target)).resolves.toBe(acme);
      }
    }
    expect(lookups).toEqual([]);
  });

  it('answers 404 to a member naming another company, existing or not: never their own instead (DESIGN §10)', async () => {
    for (const member of [admin, user]) {
      await expect(companyForWrite(member, rival, asked)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
      await expect(companyForWrite(member, missing, global)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses someone without a company, whatever they name (403)', async () => {
    const companylessAdmin = { role: 'admin' as const, companyId: null };
    for (const actor of [companyless, companylessAdmin]) {
      for (const named of [undefined, acme, missing]) {
        await expect(companyForWrite(actor, named, asked)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, message: 'You do not belong to a company.' });
        await expect(companyForWrite(actor, named, global)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });

  it('lets only root choose the company of what it creates', () => {
    expect(choosesCompanyOfWrites(root)).toBe(true);
    expect(choosesCompanyOfWrites(admin)).toBe(false);
    expect(choosesCompanyOfWrites(user)).toBe(false);
    expect(choosesCompanyOfWrites(companyless)).toBe(false);
  });
});
