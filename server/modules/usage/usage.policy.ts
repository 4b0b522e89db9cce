import type { Role } from '../../../common/schemas/users';

export interface UsageActor {
  role: Role;
  companyId: string | null;
}

const isCompanyAdmin = (actor: UsageActor) => actor.role === 'admin' && actor.companyId !== null;

/** administration §6: root views every company's usage, a company admin their own; users none. */
export function canViewUsage(actor: UsageActor): boolean {
  return actor.role === 'root' || isCompanyAdmin(actor);
}

/** One company's usage: root any, an admin only their own (another answers 404). */
export function canSeeCompanyUsage(actor: UsageActor, companyId: string): boolean {
  if (actor.role === 'root') return true;
  return isCompanyAdmin(actor) && actor.companyId === companyId;
}

/** usage.calculate: whoever may see the company's usage may store a fresh snapshot of it. */
export function canCalculateUsage(actor: UsageActor, companyId: string): boolean {
  return canSeeCompanyUsage(actor, companyId);
}
