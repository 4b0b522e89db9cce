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

  it('tells the cluster what it forgets, and what another server forgot is forgotten here without telling again', () => {
    const told: unknown[] = [];
    const here = new SessionCache(3_000);
    here.onForget((forgotten) => told.push(forgotten));
    here.set('a', session(user('u1')), here.begin(), 0);
    here.set('b', session(user('u2', 'c2')), here.begin(), 0);
    here.forgetUser('u1');
    expect(told).toEqual([{ user: 'u1' }]);

    here.apply({ company: 'c2' });
    expect(here.get('b', 1)).toBeUndefined();
    expect(told).toHaveLength(1);

    // A lookup under way while another server forgot is not kept.
    const lookup = here.begin();
    here.apply({ session: 'zzz' });
    here.set('c', session(user('u3')), lookup, 0);
    expect(here.get('c', 1)).toBeUndefined();

    // Word may have been lost (the listening connection dropped): nothing cached is trusted.
    here.set('d', session(user('u4')), here.begin(), 0);
    here.clear();
    expect(here.get('d', 1)).toBeUndefined();
  });
});
