import { and, eq } from 'drizzle-orm';
import { inScope, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { companies, projects } from '../../db/schema';

// Price lists are stored as JSON on their company and project (DESIGN §17): read and written whole.

/** A company's stored price list, whichever company asks: callers check the company is theirs. */
export async function findCompanyPriceList(db: Db, companyId: string): Promise<unknown> {
  const [row] = await db.select({ priceList: companies.priceList }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.priceList;
}

export async function updateCompanyPriceList(db: Db, scope: Scope, companyId: string, priceList: unknown) {
  await db
    .update(companies)
    .set({ priceList })
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)));
}

export async function findProjectPriceList(db: Db, scope: Scope, projectId: string): Promise<unknown> {
  const [row] = await db
    .select({ priceList: projects.priceList })
    .from(projects)
    .where(and(eq(projects.id, projectId), inScope(scope, projects.companyId)))
    .limit(1);
  return row?.priceList ?? null;
}

export async function updateProjectPriceList(db: Db, scope: Scope, projectId: string, priceList: unknown) {
  await db
    .update(projects)
    .set({ priceList })
    .where(and(eq(projects.id, projectId), inScope(scope, projects.companyId)));
}
