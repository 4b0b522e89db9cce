import { and, eq } from 'drizzle-orm';
import { inScope, type Scope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema';

/** A company's check settings, whichever company asks: callers check the company is theirs. */
export async function findCheckSettingsAcrossCompanies(db: Db, id: string) {
  const [row] = await db
    .select({ cableCatalogue: companies.cableCatalogue, telecomRoomNaming: companies.telecomRoomNaming })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

export async function updateCheckSettings(db: Db, scope: Scope, id: string, values: { cableCatalogue?: unknown; telecomRoomNaming?: 'any' | 'floor-letter' }) {
  await db
    .update(companies)
    .set(values)
    .where(and(eq(companies.id, id), inScope(scope, companies.id)));
}
