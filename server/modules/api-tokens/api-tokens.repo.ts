import { and, desc, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiTokens, users } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(db: Db, scope: Scope, values: Omit<typeof apiTokens.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>): Promise<ApiTokenRow> {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert into api_tokens returned nothing');
  return row;
}

export function listApiTokens(db: Db, scope: Scope, companyId: string | undefined) {
  return db
    .select()
    .from(apiTokens)
    .where(and(inScope(scope, apiTokens.companyId), companyId ? eq(apiTokens.companyId, companyId) : undefined))
    .orderBy(desc(apiTokens.createdAt));
}

export async function findApiToken(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), inScope(scope, apiTokens.companyId)))
    .limit(1);
  return row;
}

export async function deleteApiToken(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), inScope(scope, apiTokens.companyId)))
    .returning();
  return row;
}

/** The token of a hash with its maker, while the maker is active, whichever company it is for: the token is the credential. */
export async function findTokenWithMakerAcrossCompanies(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.tokenHash, tokenHash), eq(users.status, 'active')))
    .limit(1);
  return row;
}

/** Notes a use (at sign-in by token, before any scope), at most once a minute per token, so that reads do not write on every call. */
export async function touchApiTokenAcrossCompanies(db: Db, id: string, now: Date) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`))));
}
