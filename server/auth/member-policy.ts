import type { Role } from '../../common/schemas/users';

export interface Actor {
  id: string;
  role: Role;
  companyId: string | null;
}

/**
 * survey-work §6: every member of a company (user or admin) creates, changes and deletes its
 * projects, surveys and photos; root does so in any company. The projects, surveys and photos
 * policies share this rule and name it per action.
 */
export function isMemberOrRoot(actor: Pick<Actor, 'role' | 'companyId'>, record: { companyId: string }): boolean {
  return actor.role === 'root' || (actor.companyId !== null && actor.companyId === record.companyId);
}
