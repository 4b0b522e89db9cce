import type { Role } from '../../../common/schemas/users';

export interface UserAdminActor {
  id: string;
  role: Role;
  companyId: string | null;
}

interface TargetUser {
  id: string;
  role: Role;
  companyId: string | null;
}

const isCompanyAdmin = (actor: UserAdminActor) => actor.role === 'admin' && actor.companyId !== null;

/** administration §6: root manages every user; a company admin their own company's; users none. */
export function canManageUsers(actor: UserAdminActor): boolean {
  return actor.role === 'root' || isCompanyAdmin(actor);
}

/** A user the actor may see through the admin API; anyone else answers 404 (DESIGN §3). */
export function canSeeUser(actor: UserAdminActor, target: TargetUser): boolean {
  if (actor.role === 'root') return true;
  return isCompanyAdmin(actor) && target.companyId === actor.companyId;
}

/** user.create: root in any company, an admin only in their own; never a root account. */
export function canCreateUser(actor: UserAdminActor, user: { role: Role; companyId: string }): boolean {
  if (user.role === 'root') return false;
  if (actor.role === 'root') return true;
  return isCompanyAdmin(actor) && user.companyId === actor.companyId;
}

/** Nobody changes their own role, freezes or deletes themselves: it would lock them out. */
export function isSelf(actor: UserAdminActor, target: TargetUser): boolean {
  return actor.id === target.id;
}

/**
 * user.role (administration §4): root may set user, admin or root on anyone but themselves;
 * a company admin may set user or admin on a non-root member of their own company.
 */
export function canChangeRole(actor: UserAdminActor, target: TargetUser, role: Role): boolean {
  if (isSelf(actor, target)) return false;
  if (actor.role === 'root') return true;
  return canSeeUser(actor, target) && target.role !== 'root' && role !== 'root';
}

/** user.status: root freezes and activates anyone but themselves; an admin their company's non-root members. */
export function canChangeStatus(actor: UserAdminActor, target: TargetUser): boolean {
  if (isSelf(actor, target)) return false;
  if (actor.role === 'root') return true;
  return canSeeUser(actor, target) && target.role !== 'root';
}

/** user.delete: the same people as user.status. */
export function canDeleteUser(actor: UserAdminActor, target: TargetUser): boolean {
  return canChangeStatus(actor, target);
}
