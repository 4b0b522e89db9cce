import { describe, expect, it } from 'vitest';
import { acme, admin, companylessAdmin, otherAdmin, rival, root, user, actionsNamed } from '../../auth/policy-actors';
import { scopeOf } from '../../auth/scope';
import { templatePolicy } from './templates.policy';


describe('template policy', () => {
  it('has a rule for every template action', () => {
    expect(Object.keys(templatePolicy).sort()).toEqual(actionsNamed('template.'));
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
