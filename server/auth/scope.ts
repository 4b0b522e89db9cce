import type { UserRow } from './sessions.repo';

/**
 * Whose data a caller works on (DESIGN §3, tenant first): root sees every company, everyone
 * else only their own. Repositories filter every tenant query by it.
 */
export type TenantScope = { kind: 'all' } | { kind: 'company'; companyId: string };

export function tenantScope(actor: UserRow): TenantScope {
  if (actor.role === 'root') return { kind: 'all' };
  // A non-root user without a company sees nothing: an impossible company id matches no row.
  return { kind: 'company', companyId: actor.companyId ?? '00000000-0000-0000-0000-000000000000' };
}
