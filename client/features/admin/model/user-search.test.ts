import { describe, expect, it } from 'vitest';
import { displayName, fullName } from '../../../lib/person-name';
import { roleChangeToSend, searchUsers, shortId, userStatistics } from './user-search';

const ana = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lopez', role: 'admin' as const };
const bo = { email: 'bo@field.io', firstName: 'Bo', lastName: null, role: 'user' as const };
const nameless = { email: 'x@example.com', firstName: null, lastName: null, role: 'user' as const };

describe('fullName and displayName', () => {
  it('joins the known parts', () => {
    expect(fullName(ana)).toBe('Ana Lopez');
    expect(fullName(bo)).toBe('Bo');
    expect(fullName(nameless)).toBe('');
  });

  it('falls back to the email', () => {
    expect(displayName(nameless)).toBe('x@example.com');
    expect(displayName(ana)).toBe('Ana Lopez');
  });
});

describe('searchUsers', () => {
  const users = [ana, bo, nameless];

  it('returns everyone for an empty or blank query', () => {
    expect(searchUsers(users, '')).toEqual(users);
    expect(searchUsers(users, '   ')).toEqual(users);
  });

  it('matches the email, case-insensitively', () => {
    expect(searchUsers(users, 'FIELD.IO')).toEqual([bo]);
  });

  it('matches the full name across first and last', () => {
    expect(searchUsers(users, 'ana lo')).toEqual([ana]);
    expect(searchUsers(users, 'lopez')).toEqual([ana]);
  });

  it('finds nobody when nothing matches', () => {
    expect(searchUsers(users, 'zed')).toEqual([]);
  });
});

describe('userStatistics', () => {
  it('counts admins and regular users', () => {
    expect(userStatistics([ana, bo, nameless])).toEqual({ total: 3, admins: 1, regularUsers: 2 });
    expect(userStatistics([])).toEqual({ total: 0, admins: 0, regularUsers: 0 });
  });
});

describe('roleChangeToSend', () => {
  it('sends a known, different role', () => {
    expect(roleChangeToSend('user', 'admin')).toBe('admin');
    expect(roleChangeToSend('admin', 'root')).toBe('root');
  });

  it('sends nothing for the same role or an unknown one', () => {
    expect(roleChangeToSend('admin', 'admin')).toBeNull();
    expect(roleChangeToSend('admin', 'owner')).toBeNull();
    expect(roleChangeToSend('admin', '')).toBeNull();
  });
});

describe('shortId', () => {
  it('keeps the first 8 characters', () => {
    expect(shortId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b');
  });
});
