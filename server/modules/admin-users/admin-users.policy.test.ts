import { describe, expect, it } from 'vitest';
import { acme, admin, companylessAdmin, rival, root, user, actionsNamed } from '../../auth/policy-actors';
import { ALL_COMPANIES, companyScope } from '../../auth/scope';
import { userPolicy } from './admin-users.policy';

const otherAdmin = { id: 'other-admin', role: 'admin', companyId: rival } as const;
const member = { id: 'member', role: 'user', companyId: acme } as const;
const coAdmin = { id: 'co-admin', role: 'admin', companyId: acme } as const;
const otherRoot = { id: 'other-root', role: 'root', companyId: null } as const;

// The account actions (sign-in, registration, password) are the accounts module's, not administration's.
const ACCOUNT_ACTIONS = ['user.login', 'user.logout', 'user.register', 'user.password_change', 'user.root_bootstrap'];

describe('user administration policy', () => {
  it('has a rule for every administration action on users, named as the audit log names it', () => {
    const expected = actionsNamed('user.').filter((action) => !ACCOUNT_ACTIONS.includes(action));
    expect(Object.keys(userPolicy).sort()).toEqual([...expected].sort());
  });

  it('user.list: root every company, a company admin their own, nobody else', () => {
    const list = userPolicy['user.list'];
    expect(list(root, ALL_COMPANIES)).toBe(true);
    expect(list(root, companyScope(rival))).toBe(true);
    expect(list(admin, companyScope(acme))).toBe(true);
    expect(list(otherAdmin, companyScope(rival))).toBe(true);
    expect(list(admin, companyScope(rival))).toBe(false);
    expect(list(admin, ALL_COMPANIES)).toBe(false);
    expect(list(user, companyScope(acme))).toBe(false);
    expect(list(companylessAdmin, { kind: 'none' })).toBe(false);
  });

  it('user.create: root anywhere, an admin in their own company, nobody creates a root', () => {
    const create = userPolicy['user.create'];
    expect(create(root, { role: 'admin', companyId: rival })).toBe(true);
    expect(create(admin, { role: 'admin', companyId: acme })).toBe(true);
    expect(create(admin, { role: 'user', companyId: rival })).toBe(false);
    expect(create(otherAdmin, { role: 'user', companyId: acme })).toBe(false);
    expect(create(user, { role: 'user', companyId: acme })).toBe(false);
    expect(create(companylessAdmin, { role: 'user', companyId: acme })).toBe(false);
    expect(create(root, { role: 'root', companyId: acme })).toBe(false);
  });

  it('user.role: root sets any role on others; an admin user or admin on their non-root members', () => {
    const role = userPolicy['user.role'];
    expect(role(root, { target: member, role: 'root' })).toBe(true);
    expect(role(root, { target: otherRoot, role: 'user' })).toBe(true);
    expect(role(root, { target: root, role: 'admin' })).toBe(false);
    expect(role(admin, { target: member, role: 'admin' })).toBe(true);
    expect(role(admin, { target: coAdmin, role: 'user' })).toBe(true);
    expect(role(admin, { target: member, role: 'root' })).toBe(false);
    expect(role(admin, { target: otherRoot, role: 'user' })).toBe(false);
    expect(role(admin, { target: admin, role: 'user' })).toBe(false);
    expect(role(otherAdmin, { target: member, role: 'admin' })).toBe(false);
    expect(role(user, { target: member, role: 'admin' })).toBe(false);
    expect(role(companylessAdmin, { target: { id: 'x', role: 'user', companyId: null }, role: 'admin' })).toBe(false);
  });

  it('user.status and user.delete: never oneself; root anyone; an admin their non-root members', () => {
    for (const action of ['user.status', 'user.delete'] as const) {
      const can = userPolicy[action];
      expect(can(root, member)).toBe(true);
      expect(can(root, otherRoot)).toBe(true);
      expect(can(root, root)).toBe(false);
      expect(can(admin, member)).toBe(true);
      expect(can(admin, coAdmin)).toBe(true);
      expect(can(admin, admin)).toBe(false);
      expect(can(admin, otherRoot)).toBe(false);
      expect(can(otherAdmin, member)).toBe(false);
      expect(can(user, member)).toBe(false);
      expect(can(companylessAdmin, { id: 'x', role: 'user', companyId: null })).toBe(false);
    }
  });
});
