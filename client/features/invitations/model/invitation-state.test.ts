import { describe, expect, it } from 'vitest';
import type { PublicInvitation } from '../../../../common/schemas/admin';
import { ApiError } from '../../../lib/api-client';
import { invitationView, type InvitationInput } from './invitation-state';

const now = new Date('2025-06-15T12:00:00.000Z');
const pending: PublicInvitation = {
  email: 'new@example.com',
  role: 'user',
  companyName: 'Acme',
  status: 'pending',
  expiresAt: '2025-06-20T12:00:00.000Z',
  expired: false,
};
const base: InvitationInput = { token: 'tok', isPending: false, error: null, invitation: pending, signedIn: false, now };
const notFound = new ApiError(404, '{"code":"NOT_FOUND","message":"Not found."}', { code: 'NOT_FOUND', message: 'Not found.' });

describe('invitationView', () => {
  it('is invalid without a token', () => {
    expect(invitationView({ ...base, token: undefined }).kind).toBe('invalid');
    expect(invitationView({ ...base, token: '' }).kind).toBe('invalid');
  });

  it('is loading until the answer arrives', () => {
    expect(invitationView({ ...base, isPending: true, invitation: undefined }).kind).toBe('loading');
  });

  it('is not found on a 404, and failed on other errors', () => {
    expect(invitationView({ ...base, invitation: undefined, error: notFound }).kind).toBe('not-found');
    expect(invitationView({ ...base, invitation: undefined, error: new TypeError('offline') }).kind).toBe('failed');
  });

  it('counts anything not pending as used, even when also expired', () => {
    expect(invitationView({ ...base, invitation: { ...pending, status: 'accepted' } }).kind).toBe('used');
    expect(invitationView({ ...base, invitation: { ...pending, status: 'revoked', expired: true } }).kind).toBe('used');
  });

  it('is expired when the server says so or the time is past expiresAt', () => {
    expect(invitationView({ ...base, invitation: { ...pending, expired: true } }).kind).toBe('expired');
    expect(invitationView({ ...base, invitation: { ...pending, expiresAt: '2025-06-15T11:59:59.000Z' } }).kind).toBe(
      'expired',
    );
  });

  it('asks a visitor to sign in, and a signed-in user to accept', () => {
    expect(invitationView(base).kind).toBe('sign-in');
    expect(invitationView({ ...base, signedIn: true }).kind).toBe('accept');
  });
});
