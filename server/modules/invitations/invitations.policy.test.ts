import { describe, expect, it } from 'vitest';
import {
  canAcceptInvitation,
  canCreateInvitation,
  canDeleteInvitation,
  canManageInvitations,
  canSeeInvitation,
  invitationAcceptRefusal,
  isInvitationExpired,
} from './invitations.policy';

const acme = '11111111-1111-4111-8111-111111111111';
const rival = '22222222-2222-4222-8222-222222222222';
const root = { id: 'root', role: 'root', companyId: null, email: 'root@localhost' } as const;
const admin = { id: 'admin', role: 'admin', companyId: acme, email: 'admin@acme.test' } as const;
const otherAdmin = { id: 'other', role: 'admin', companyId: rival, email: 'admin@rival.test' } as const;
const user = { id: 'user', role: 'user', companyId: acme, email: 'user@acme.test' } as const;
const now = new Date('2025-06-01T12:00:00Z');
const invitation = {
  companyId: acme,
  email: 'New@Example.com',
  role: 'user',
  status: 'pending',
  expiresAt: new Date('2025-06-08T12:00:00Z'),
} as const;
const invitee = { id: 'new', role: 'user', companyId: null, email: 'new@example.com' } as const;

describe('invitation policy', () => {
  it('lets root and company admins manage invitations, not users', () => {
    expect(canManageInvitations(root)).toBe(true);
    expect(canManageInvitations(admin)).toBe(true);
    expect(canManageInvitations(user)).toBe(false);
    expect(canManageInvitations({ role: 'admin', companyId: null })).toBe(false);
  });

  it('invitation.create and invitation.delete: root anywhere, an admin in their own company only', () => {
    for (const can of [canSeeInvitation, canDeleteInvitation]) {
      expect(can(root, invitation)).toBe(true);
      expect(can(admin, invitation)).toBe(true);
      expect(can(otherAdmin, invitation)).toBe(false);
      expect(can(user, invitation)).toBe(false);
    }
    expect(canCreateInvitation(root, { companyId: rival, role: 'admin' })).toBe(true);
    expect(canCreateInvitation(admin, { companyId: acme, role: 'admin' })).toBe(true);
    expect(canCreateInvitation(admin, { companyId: rival, role: 'user' })).toBe(false);
    expect(canCreateInvitation(user, { companyId: acme, role: 'user' })).toBe(false);
    expect(canCreateInvitation(root, { companyId: acme, role: 'root' })).toBe(false);
  });

  it('counts an invitation expired only once past expiresAt', () => {
    expect(isInvitationExpired(invitation, now)).toBe(false);
    expect(isInvitationExpired(invitation, invitation.expiresAt)).toBe(false);
    expect(isInvitationExpired(invitation, new Date('2025-06-08T12:00:01Z'))).toBe(true);
  });

  it('invitation.accept: once, before expiry, by its own email, for someone without a company', () => {
    expect(invitationAcceptRefusal(invitee, invitation, now)).toBeNull();
    expect(canAcceptInvitation(invitee, invitation, now)).toBe(true);
    expect(invitationAcceptRefusal(invitee, { ...invitation, status: 'accepted' }, now)).toBe('used');
    expect(invitationAcceptRefusal(invitee, { ...invitation, status: 'revoked' }, now)).toBe('used');
    expect(invitationAcceptRefusal(invitee, { ...invitation, expiresAt: new Date('2025-06-01T11:59:59Z') }, now)).toBe('expired');
    expect(invitationAcceptRefusal({ ...invitee, email: 'someone@example.com' }, invitation, now)).toBe('wrong-email');
    expect(invitationAcceptRefusal({ ...user, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    expect(invitationAcceptRefusal({ ...admin, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    expect(invitationAcceptRefusal({ ...otherAdmin, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    expect(invitationAcceptRefusal({ ...root, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    expect(canAcceptInvitation(user, invitation, now)).toBe(false);
  });
});
