import { and, eq } from 'drizzle-orm';
import { inScope, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema';

/** A company's name and proposal terms, whichever company asks: callers check the company is theirs. */
export async function findProposalCompany(db: Db, companyId: string) {
  const [row] = await db.select({ name: companies.name, terms: companies.proposalTerms }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function updateProposalTerms(db: Db, scope: Scope, companyId: string, terms: string | null) {
  await db
    .update(companies)
    .set({ proposalTerms: terms })
    .where(and(eq(companies.id, companyId), inScope(scope, companies.id)));
}
