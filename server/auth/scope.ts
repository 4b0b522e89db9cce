import { eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../http/app-error';
import type { UserRow } from './sessions.repo';

/**
 * Whose data a caller works on (DESIGN §3, tenant first). Every repository function over tenant
 * data takes one as its first argument after the connection and filters by it:
 * - all: root, every company;
 * - company: one company's data;
 * - none: a signed-in user without a company, who has no tenant data at all.
 */
export type Scope = { kind: 'all' } | { kind: 'company'; companyId: string } | { kind: 'none' };

export const ALL_COMPANIES: Scope = { kind: 'all' };

export function companyScope(companyId: string): Scope {
  return { kind: 'company', companyId };
}

export function scopeOf(actor: Pick<UserRow, 'role' | 'companyId'>): Scope {
  if (actor.role === 'root') return ALL_COMPANIES;
  return actor.companyId ? companyScope(actor.companyId) : { kind: 'none' };
}

/** Whether a record of this company is inside the scope (global records, company null, are in none). */
export function scopeIncludes(scope: Scope, companyId: string | null): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'company' && companyId === scope.companyId;
}

/** The SQL condition that keeps a tenant table's rows to the scope. */
export function inScope(scope: Scope, companyColumn: AnyColumn): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return eq(companyColumn, scope.companyId);
}

/** Like inScope, for tables whose global rows (company null) everyone may read: templates. */
export function inScopeOrGlobal(scope: Scope, companyColumn: AnyColumn): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return isNull(companyColumn);
  return or(isNull(companyColumn), eq(companyColumn, scope.companyId));
}

/**
 * The scope of a request that may name a company (`?companyId=`, or `companyId` in a body):
 * root narrows to it; anyone else naming another company gets 404, as for anything of another
 * company (DESIGN §10), and is never silently given their own instead.
 */
export function requestedScope(actor: Pick<UserRow, 'role' | 'companyId'>, requestedCompanyId: string | null | undefined): Scope {
  const own = scopeOf(actor);
  if (!requestedCompanyId) return own;
  if (!scopeIncludes(own, requestedCompanyId)) throw new AppError('NOT_FOUND', 'Company not found.');
  return companyScope(requestedCompanyId);
}

/** The one company a scope names, if it names exactly one. */
export function scopeCompanyId(scope: Scope): string | null {
  return scope.kind === 'company' ? scope.companyId : null;
}

/** Writes name their company; one outside the caller's scope is a programming error, never data. */
export function assertInScope(scope: Scope, companyId: string): void {
  if (!scopeIncludes(scope, companyId)) throw new Error(`write to company ${companyId} outside the caller's scope`);
}
