import type { Role, User } from '../../../../common/schemas/users';
import { fullName } from '../../../lib/person-name';

type Person = Pick<User, 'email' | 'firstName' | 'lastName'>;

/** The company admin's search (administration §2): by email or full name, case-insensitive. */
export function searchUsers<T extends Person>(users: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter(
    (user) => user.email.toLowerCase().includes(needle) || fullName(user).toLowerCase().includes(needle),
  );
}

export interface UserStatistics {
  total: number;
  admins: number;
  regularUsers: number;
}

/** Total, admins (admin or root) and regular users of a company. */
export function userStatistics(users: readonly Pick<User, 'role'>[]): UserStatistics {
  const admins = users.filter((user) => user.role === 'admin' || user.role === 'root').length;
  return { total: users.length, admins, regularUsers: users.length - admins };
}

/** Root's role change (administration §5): only a known role different from the current one is sent. */
export function roleChangeToSend(current: Role, chosen: string): Role | null {
  if (chosen !== 'user' && chosen !== 'admin' && chosen !== 'root') return null;
  return chosen === current ? null : chosen;
}

/** The first characters of an id, as the company list shows it (administration §9). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
