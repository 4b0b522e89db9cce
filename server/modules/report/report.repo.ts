import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, users } from '../../db/schema';
import { inScope, type Scope } from '../../auth/scope';

/** The name of the project's company, for the report's cover. */
export async function companyNameOf(db: Db, scope: Scope, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * People by id as the report names them: first and last name, else their email; sorted by name.
 * Whichever company they belong to: root, who belongs to none, may have worked on the project.
 */
export async function namesOfUsersAcrossCompanies(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows
    .map((row) => [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ').trim() || row.email)
    .sort((a, b) => a.localeCompare(b));
}
