import type { Role } from '../../../common/schemas/users';
import type { PolicyOf } from '../../auth/authorize';
import { administers, administersScope, isRoot, type Actor } from '../../auth/member-policy';
import type { Scope } from '../../auth/scope';

export type UserAdminAction = 'user.list' | 'user.create' | 'user.role' | 'user.status' | 'user.delete';

/** A user as an administration rule sees them. */
export interface TargetUser {
  id: string;
  role: Role;
  companyId: string | null;
}

/** user.role is about a user and the role they would get. */
export interface RoleChange {
  target: TargetUser;
  role: Role;
}

/** Nobody changes their own role, freezes or deletes themselves: it would lock them out. */
export function isSelf(actor: Actor, target: TargetUser): boolean {
  return actor.id === target.id;
}

/** Root reaches every account; a company admin their company's members but never a root account. */
const reachesAccount = (actor: Actor, target: TargetUser) =>
  isRoot(actor) || (target.role !== 'root' && target.companyId !== null && administers(actor, { companyId: target.companyId }));

/** administration §4, §6: root manages every user, a company admin their own company's, a user none. */
export const userPolicy = {
  'user.list': (actor: Actor, scope: Scope) => administersScope(actor, scope),
  // Root in any company, an admin only in their own; never a root account.
  'user.create': (actor: Actor, user: { role: Role; companyId: string }) => user.role !== 'root' && administers(actor, user),
  // Root sets user, admin or root on anyone but themselves; a company admin user or admin on a
  // non-root member of their own company.
  'user.role': (actor: Actor, change: RoleChange) => !isSelf(actor, change.target) && (isRoot(actor) || (reachesAccount(actor, change.target) && change.role !== 'root')),
  // Freezing, reactivating and deleting: anyone but oneself for root, non-root members for an admin.
  'user.status': (actor: Actor, target: TargetUser) => !isSelf(actor, target) && reachesAccount(actor, target),
  'user.delete': (actor: Actor, target: TargetUser) => !isSelf(actor, target) && reachesAccount(actor, target),
} satisfies PolicyOf<UserAdminAction, Actor>;
