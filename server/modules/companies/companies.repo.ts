import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, projects, users } from '../../db/schema';
import { inScope, type Scope } from '../../auth/scope';

export type CompanyRow = typeof companies.$inferSelect;

const companyInScope = (scope: Scope, id: string) => and(eq(companies.id, id), inScope(scope, companies.id));

export async function findCompany(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(companyInScope(scope, id))
    .limit(1);
  return row;
}

/** The companies a scope may see, by name: every one for root, else just the caller's own. */
export async function listCompanies(db: Db, scope: Scope): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(inScope(scope, companies.id))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** A new company: the one write that makes a tenant rather than working in one (company.create). */
export async function insertCompany(db: Db, values: { name: string; description: string | null }): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('insert into companies returned nothing');
  return row;
}

export async function updateCompany(db: Db, scope: Scope, id: string, values: { name?: string; description?: string | null }) {
  const [row] = await db.update(companies).set(values).where(companyInScope(scope, id)).returning();
  return row;
}

export async function deleteCompany(db: Db, scope: Scope, id: string) {
  await db.delete(companies).where(companyInScope(scope, id));
}

/** What would be lost with the company: its users and its projects (none counted outside the scope). */
export async function countCompanyMembersAndProjects(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${id})`,
      projects: sql<number>`(select count(*)::int from ${projects} where ${projects.companyId} = ${id})`,
    })
    .from(companies)
    .where(companyInScope(scope, id));
  return { users: row?.users ?? 0, projects: row?.projects ?? 0 };
}

/** A company's quantity settings (DESIGN §11), whichever company asks: callers check the company is theirs. */
export async function findQuantitySettingsAcrossCompanies(db: Db, id: string) {
  const [row] = await db
    .select({ runKinds: companies.runKinds, slackFeetPerEnd: companies.slackFeetPerEnd, floorHeightFeet: companies.floorHeightFeet, wastePercent: companies.wastePercent })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

export async function updateQuantitySettings(
  db: Db,
  scope: Scope,
  id: string,
  values: { runKinds?: unknown; slackFeetPerEnd?: number; floorHeightFeet?: number; wastePercent?: number },
) {
  const [row] = await db.update(companies).set(values).where(companyInScope(scope, id)).returning();
  return row;
}
