import { describe, expect, it } from 'vitest';
import type { UserRow } from './sessions.repo';
import { SessionCache } from './session-cache';

const user = (id: string, companyId: string | null = 'c1') => ({ id, companyId, role: 'user', status: 'active', mustChangePassword: false }) as UserRow;
const session = (u: UserRow, expiresAt = 1_000_000) => ({ user: u, lastSeenAt: new Date(0), expiresAt: new Date(expiresAt) });

describe('SessionCache', () => {
  it('answers a session for its time to live and no longer, nor past the session’s own expiry', () => {
    const cache = new SessionCache(3_000);
    cache.set('a', session(user('u1')), cache.begin(), 10_000);
    expect(cache.get('a', 12_999)?.user.id).toBe('u1');
    expect(cache.get('a', 13_000)).toBeUndefined();
    cache.set('b', session(user('u1'), 11_000), cache.begin(), 10_000);
    expect(cache.get('b', 10_999)).toBeDefined();
    expect(cache.get('b', 11_000)).toBeUndefined();
  });

  it('forgets a session, every session of a user, or of a company', () => {
    const cache = new SessionCache(3_000);
    cache.set('a', session(user('u1')), cache.begin(), 0);
    cache.set('b', session(user('u1')), cache.begin(), 0);
    cache.set('c', session(user('u2')), cache.begin(), 0);
    cache.set('d', session(user('u3', 'c2')), cache.begin(), 0);
    cache.forgetSession('c');
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('d', 1)).toBeDefined();
    cache.forgetCompany('c2');
    expect(cache.get('d', 1)).toBeUndefined();
  });

  it('does not keep a lookup that was under way while something was forgotten (a freeze committing meanwhile)', () => {
    const cache = new SessionCache(3_000);
    const generation = cache.begin();
    cache.forgetUser('u1');
    cache.set('a', session(user('u1')), generation, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps a frozen copy of the user, so that no request changes what the next one sees', () => {
    const cache = new SessionCache(3_000);
    const row = user('u1');
    cache.set('a', session(row), cache.begin(), 0);
    row.role = 'root';
    const cached = cache.get('a', 1)!;
    expect(cached.user.role).toBe('user');
    expect(Object.isFrozen(cached.user)).toBe(true);
  });

  it('caches nothing with a time to live of zero', () => {
    const cache = new SessionCache(0);
    cache.set('a', session(user('u1')), cache.begin(), 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });
});
