import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, users } from '../../db/schema';

/** The name of the project's company, for the report's cover. */
export async function companyNameOf(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.name ?? null;
}

/** People by id as the report names them: first and last name, else their email; sorted by name. */
export async function namesOfUsers(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows
    .map((row) => [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ').trim() || row.email)
    .sort((a, b) => a.localeCompare(b));
}
