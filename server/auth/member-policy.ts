import type { Role } from '../../common/schemas/users';
import type { Scope } from './scope';

export interface Actor {
  id: string;
  role: Role;
  companyId: string | null;
}

type RoleAndCompany = Pick<Actor, 'role' | 'companyId'>;

/**
 * survey-work §6: every member of a company (user or admin) creates, changes and deletes its
 * projects, surveys and photos; root does so in any company. The projects, surveys and photos
 * policies share this rule and name it per action.
 */
export function isMemberOrRoot(actor: RoleAndCompany, record: { companyId: string }): boolean {
  return actor.role === 'root' || (actor.companyId !== null && actor.companyId === record.companyId);
}

export const isRoot = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'root';

/** administration §6: an admin administers their own company; one without a company, nothing. */
export const isCompanyAdmin = (actor: RoleAndCompany): boolean => actor.role === 'admin' && actor.companyId !== null;

/**
 * administration §6: root administers every company, a company admin their own (its users,
 * invitations, usage, quantities, API tokens and webhooks), a user none. The administration
 * policies share this rule and name it per action.
 */
export function administers(actor: RoleAndCompany, record: { companyId: string }): boolean {
  return isRoot(actor) || (isCompanyAdmin(actor) && actor.companyId === record.companyId);
}

/** `administers`, for a scope: the administration lists are about the companies of one. */
export function administersScope(actor: RoleAndCompany, scope: Scope): boolean {
  if (scope.kind === 'none') return false;
  return scope.kind === 'all' ? isRoot(actor) : administers(actor, scope);
}
