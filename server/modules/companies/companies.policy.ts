import type { Role } from '../../../common/schemas/users';

export interface CompanyActor {
  role: Role;
  companyId: string | null;
}

/** DESIGN §3: root sees every company; everyone else only their own (another one is a 404). */
export function canSeeCompany(actor: CompanyActor, companyId: string): boolean {
  return actor.role === 'root' || actor.companyId === companyId;
}

/** administration §6: only root creates companies. */
export function canCreateCompany(actor: CompanyActor): boolean {
  return actor.role === 'root';
}

/** administration §6: only root renames or re-describes a company (company.update). */
export function canUpdateCompany(actor: CompanyActor, _company: { id: string }): boolean {
  return actor.role === 'root';
}

/** administration §6: only root deletes a company (company.delete). */
export function canDeleteCompany(actor: CompanyActor, _company: { id: string }): boolean {
  return actor.role === 'root';
}
