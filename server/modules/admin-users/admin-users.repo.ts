import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Role, UserStatus } from '../../../common/schemas/users';
import type { Db } from '../../db/database';
import { companies, users } from '../../db/schema';
import type { UserRow } from '../../auth/sessions.repo';

export type AdminUserRow = UserRow & { companyName: string | null };

const withCompanyName = (db: Db) =>
  db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));

const flatten = (row: { user: UserRow; companyName: string | null }): AdminUserRow => ({ ...row.user, companyName: row.companyName });

/** Users of one company (or of all, null), optionally of one role, by email. */
export async function listAdminUsers(db: Db, filter: { companyId: string | null; role?: Role }): Promise<AdminUserRow[]> {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(users.companyId, filter.companyId));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  const rows = await withCompanyName(db)
    .where(and(...conditions))
    .orderBy(asc(users.email));
  return rows.map(flatten);
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await withCompanyName(db).where(eq(users.id, id)).limit(1);
  return row && flatten(row);
}

export async function updateUserRole(db: Db, id: string, role: Role) {
  const [row] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateUserStatus(db: Db, id: string, status: UserStatus) {
  const [row] = await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}
