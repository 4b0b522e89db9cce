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

/** Exactly one company: what a write to a chosen company (or a lock, a count of its rows) works on. */
export type CompanyScope = Extract<Scope, { kind: 'company' }>;

export const ALL_COMPANIES: Scope = { kind: 'all' };

export function companyScope(companyId: string): CompanyScope {
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

/** What a write does when root names no company: ask for one (400 with this message), or write the global set (templates). */
export type WhenRootNamesNone = { ask: string } | 'global';

export interface WriteTarget<W extends WhenRootNamesNone> {
  whenRootNamesNone: W;
  /** Whether a company exists: root may name any, and one that does not exist is a 404. */
  exists(companyId: string): Promise<boolean>;
}

/** Whether the actor's writes name their company (root's scope holds every company): the company they create in is theirs to choose. */
export function choosesCompanyOfWrites(actor: Pick<UserRow, 'role' | 'companyId'>): boolean {
  return scopeOf(actor).kind === 'all';
}

/**
 * The company a new record belongs to, from the one a request names (`companyId` in a body):
 * - root writes to the company it names (404 if there is none such); naming none, it is asked
 *   for one, or writes the global set where there is one (templates: null);
 * - anyone else writes to their own company; naming another is a 404, as for anything of another
 *   company, and is never silently replaced by their own (DESIGN §10);
 * - someone without a company writes nowhere (403).
 */
export async function companyForWrite(actor: Pick<UserRow, 'role' | 'companyId'>, requestedCompanyId: string | null | undefined, target: WriteTarget<{ ask: string }>): Promise<string>;
export async function companyForWrite(actor: Pick<UserRow, 'role' | 'companyId'>, requestedCompanyId: string | null | undefined, target: WriteTarget<'global'>): Promise<string | null>;
export async function companyForWrite(actor: Pick<UserRow, 'role' | 'companyId'>, requestedCompanyId: string | null | undefined, target: WriteTarget<WhenRootNamesNone>): Promise<string | null>;
export async function companyForWrite(
  actor: Pick<UserRow, 'role' | 'companyId'>,
  requestedCompanyId: string | null | undefined,
  target: WriteTarget<WhenRootNamesNone>,
): Promise<string | null> {
  const own = scopeOf(actor);
  if (own.kind === 'none') throw new AppError('FORBIDDEN', 'You do not belong to a company.');
  if (own.kind === 'company') {
    if (requestedCompanyId && requestedCompanyId !== own.companyId) throw new AppError('NOT_FOUND', 'Company not found.');
    return own.companyId;
  }
  if (!requestedCompanyId) {
    if (target.whenRootNamesNone === 'global') return null;
    throw new AppError('VALIDATION_FAILED', target.whenRootNamesNone.ask, { details: { fields: [{ field: 'body.companyId', message: 'Required' }] } });
  }
  if (!(await target.exists(requestedCompanyId))) throw new AppError('NOT_FOUND', 'Company not found.');
  return requestedCompanyId;
}

/** The one company a scope names, if it names exactly one. */
export function scopeCompanyId(scope: Scope): string | null {
  return scope.kind === 'company' ? scope.companyId : null;
}

/** Writes name their company; one outside the caller's scope is a programming error, never data. */
export function assertInScope(scope: Scope, companyId: string): void {
  if (!scopeIncludes(scope, companyId)) throw new Error(`write to company ${companyId} outside the caller's scope`);
}
