import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../auth/actions';
import { ALL_COMPANIES, companyScope } from '../../auth/scope';
import { invitationAcceptRefusal, invitationPolicy, isInvitationExpired } from './invitations.policy';

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
  it('has a rule for every invitation action, named as the audit log names it', () => {
    expect(Object.keys(invitationPolicy).sort()).toEqual(ACTIONS.filter((action) => action.startsWith('invitation.')).sort());
  });

  it('invitation.list: root every company’s, a company admin their own, not users', () => {
    const list = invitationPolicy['invitation.list'];
    expect(list(root, ALL_COMPANIES)).toBe(true);
    expect(list(admin, companyScope(acme))).toBe(true);
    expect(list(admin, companyScope(rival))).toBe(false);
    expect(list(user, companyScope(acme))).toBe(false);
    expect(list({ ...admin, companyId: null }, { kind: 'none' })).toBe(false);
  });

  it('invitation.create and invitation.delete: root anywhere, an admin in their own company only', () => {
    const remove = invitationPolicy['invitation.delete'];
    expect(remove(root, invitation)).toBe(true);
    expect(remove(admin, invitation)).toBe(true);
    expect(remove(otherAdmin, invitation)).toBe(false);
    expect(remove(user, invitation)).toBe(false);
    const create = invitationPolicy['invitation.create'];
    expect(create(root, { companyId: rival, role: 'admin' })).toBe(true);
    expect(create(admin, { companyId: acme, role: 'admin' })).toBe(true);
    expect(create(admin, { companyId: rival, role: 'user' })).toBe(false);
    expect(create(user, { companyId: acme, role: 'user' })).toBe(false);
    expect(create(root, { companyId: acme, role: 'root' })).toBe(false);
  });

  it('counts an invitation expired only once past expiresAt', () => {
    expect(isInvitationExpired(invitation, now)).toBe(false);
    expect(isInvitationExpired(invitation, invitation.expiresAt)).toBe(false);
    expect(isInvitationExpired(invitation, new Date('2025-06-08T12:00:01Z'))).toBe(true);
  });

  it('invitation.accept: once, before expiry, by its own email, for someone without a company', () => {
    expect(invitationAcceptRefusal(invitee, invitation, now)).toBeNull();
    expect(invitationPolicy['invitation.accept'](invitee, { invitation, now })).toBe(true);
    expect(invitationAcceptRefusal(invitee, { ...invitation, status: 'accepted' }, now)).toBe('used');
    expect(invitationAcceptRefusal(invitee, { ...invitation, status: 'revoked' }, now)).toBe('used');
    expect(invitationAcceptRefusal(invitee, { ...invitation, expiresAt: new Date('2025-06-01T11:59:59Z') }, now)).toBe('expired');
    expect(invitationAcceptRefusal({ ...invitee, email: 'someone@example.com' }, invitation, now)).toBe('wrong-email');
    expect(invitationAcceptRefusal({ ...user, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    expect(invitationAcceptRefusal({ ...admin, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    expect(invitationAcceptRefusal({ ...otherAdmin, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    expect(invitationAcceptRefusal({ ...root, email: 'new@example.com' }, invitation, now)).toBe('has-company');
    for (const actor of [user, admin, otherAdmin, root]) expect(invitationPolicy['invitation.accept'](actor, { invitation, now })).toBe(false);
  });
});
