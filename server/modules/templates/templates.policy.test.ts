import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../auth/actions';
import { scopeOf } from '../../auth/scope';
import { templatePolicy } from './templates.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { id: 'root', role: 'root', companyId: null } as const;
const admin = { id: 'admin', role: 'admin', companyId: acme } as const;
const otherAdmin = { id: 'other', role: 'admin', companyId: rival } as const;
const user = { id: 'user', role: 'user', companyId: acme } as const;
const companylessAdmin = { id: 'loner', role: 'admin', companyId: null } as const;

describe('template policy', () => {
  it('has a rule for every template action', () => {
    expect(Object.keys(templatePolicy).sort()).toEqual(ACTIONS.filter((action) => action.startsWith('template.')).sort());
  });

  it('template.manage: admin and root use the template editor, users do not', () => {
    for (const actor of [root, admin, otherAdmin, companylessAdmin]) expect(templatePolicy['template.manage'](actor, scopeOf(actor))).toBe(true);
    expect(templatePolicy['template.manage'](user, scopeOf(user))).toBe(false);
  });

  it('template.save: root versions any template, an admin their company’s only (never a global one), a user none', () => {
    const save = templatePolicy['template.save'];
    expect(save(root, { companyId: null })).toBe(true);
    expect(save(root, { companyId: acme })).toBe(true);
    expect(save(admin, { companyId: acme })).toBe(true);
    expect(save(admin, { companyId: null })).toBe(false);
    expect(save(admin, { companyId: rival })).toBe(false);
    expect(save(otherAdmin, { companyId: acme })).toBe(false);
    expect(save(companylessAdmin, { companyId: null })).toBe(false);
    expect(save(user, { companyId: acme })).toBe(false);
  });
});
