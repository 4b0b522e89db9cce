import { describe, expect, it } from 'vitest';
import {
  canChangeRole,
  canChangeStatus,
  canCreateUser,
  canDeleteUser,
  canManageUsers,
  canSeeUser,
} from './admin-users.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { id: 'root', role: 'root', companyId: null } as const;
const admin = { id: 'admin', role: 'admin', companyId: acme } as const;
const otherAdmin = { id: 'other-admin', role: 'admin', companyId: rival } as const;
const user = { id: 'user', role: 'user', companyId: acme } as const;
const member = { id: 'member', role: 'user', companyId: acme } as const;
const coAdmin = { id: 'co-admin', role: 'admin', companyId: acme } as const;
const otherRoot = { id: 'other-root', role: 'root', companyId: null } as const;

describe('user administration policy', () => {
  it('lets root and a company admin manage users, not a user or a company-less admin', () => {
    expect(canManageUsers(root)).toBe(true);
    expect(canManageUsers(admin)).toBe(true);
    expect(canManageUsers(otherAdmin)).toBe(true);
    expect(canManageUsers(user)).toBe(false);
    expect(canManageUsers({ id: 'x', role: 'admin', companyId: null })).toBe(false);
  });

  it('shows root everyone and an admin only their company’s members', () => {
    expect(canSeeUser(root, member)).toBe(true);
    expect(canSeeUser(admin, member)).toBe(true);
    expect(canSeeUser(otherAdmin, member)).toBe(false);
    expect(canSeeUser(user, member)).toBe(false);
    expect(canSeeUser(admin, otherRoot)).toBe(false);
  });

  it('user.create: root anywhere, an admin in their own company, nobody creates a root', () => {
    expect(canCreateUser(root, { role: 'admin', companyId: rival })).toBe(true);
    expect(canCreateUser(admin, { role: 'admin', companyId: acme })).toBe(true);
    expect(canCreateUser(admin, { role: 'user', companyId: rival })).toBe(false);
    expect(canCreateUser(otherAdmin, { role: 'user', companyId: acme })).toBe(false);
    expect(canCreateUser(user, { role: 'user', companyId: acme })).toBe(false);
    expect(canCreateUser(root, { role: 'root', companyId: acme })).toBe(false);
  });

  it('user.role: root sets any role on others; an admin user or admin on their non-root members', () => {
    expect(canChangeRole(root, member, 'root')).toBe(true);
    expect(canChangeRole(root, otherRoot, 'user')).toBe(true);
    expect(canChangeRole(root, root, 'admin')).toBe(false);
    expect(canChangeRole(admin, member, 'admin')).toBe(true);
    expect(canChangeRole(admin, coAdmin, 'user')).toBe(true);
    expect(canChangeRole(admin, member, 'root')).toBe(false);
    expect(canChangeRole(admin, otherRoot, 'user')).toBe(false);
    expect(canChangeRole(admin, admin, 'user')).toBe(false);
    expect(canChangeRole(otherAdmin, member, 'admin')).toBe(false);
    expect(canChangeRole(user, member, 'admin')).toBe(false);
  });

  it('user.status and user.delete: never oneself; root anyone; an admin their non-root members', () => {
    for (const can of [canChangeStatus, canDeleteUser]) {
      expect(can(root, member)).toBe(true);
      expect(can(root, otherRoot)).toBe(true);
      expect(can(root, root)).toBe(false);
      expect(can(admin, member)).toBe(true);
      expect(can(admin, coAdmin)).toBe(true);
      expect(can(admin, admin)).toBe(false);
      expect(can(admin, otherRoot)).toBe(false);
      expect(can(otherAdmin, member)).toBe(false);
      expect(can(user, member)).toBe(false);
    }
  });
});
