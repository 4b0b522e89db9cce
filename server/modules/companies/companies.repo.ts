import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema';
import type { TenantScope } from '../../auth/scope';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Db, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The companies a scope may see, by name: every one for root, else just the caller's own. */
export async function listCompanies(db: Db, scope: TenantScope): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(scope.kind === 'all' ? undefined : eq(companies.id, scope.companyId))
    .orderBy(asc(companies.name), asc(companies.id));
}
