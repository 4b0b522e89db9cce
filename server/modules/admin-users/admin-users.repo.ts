import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '../../../common/schemas/users';
import type { Db } from '../../db/database';
import { companies, users } from '../../db/schema';
import type { UserRow } from '../../auth/sessions.repo';
import { inScope, type Scope } from '../../auth/scope';

export type AdminUserRow = UserRow & { companyName: string | null };

const withCompanyName = (db: Db) =>
  db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));

const flatten = (row: { user: UserRow; companyName: string | null }): AdminUserRow => ({ ...row.user, companyName: row.companyName });

// Accounts without a company (root, and people between companies) are seen by root alone.
const userInScope = (scope: Scope, id: string): SQL | undefined => and(eq(users.id, id), inScope(scope, users.companyId));

/** Users in the scope, optionally of one role, by email. */
export async function listAdminUsers(db: Db, scope: Scope, filter: { role?: Role } = {}): Promise<AdminUserRow[]> {
  const rows = await withCompanyName(db)
    .where(and(inScope(scope, users.companyId), filter.role ? eq(users.role, filter.role) : undefined))
    .orderBy(asc(users.email));
  return rows.map(flatten);
}

export async function findAdminUser(db: Db, scope: Scope, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await withCompanyName(db).where(userInScope(scope, id)).limit(1);
  return row && flatten(row);
}

export async function updateUserRole(db: Db, scope: Scope, id: string, role: Role) {
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(userInScope(scope, id)).returning();
  return row;
}

export async function updateUserStatus(db: Db, scope: Scope, id: string, status: UserStatus) {
  const [row] = await db.update(users).set({ status, updatedAt: new Date() }).where(userInScope(scope, id)).returning();
  return row;
}

export async function deleteUser(db: Db, scope: Scope, id: string) {
  const [row] = await db.delete(users).where(userInScope(scope, id)).returning({ id: users.id });
  return row;
}
