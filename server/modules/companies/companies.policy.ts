import type { Role } from '../../../common/schemas/users';

export interface CompanyActor {
  role: Role;
  companyId: string | null;
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

/** Issue 14: a company's run kinds and allowances are set by its admins and root (company.quantities). */
export function canSetQuantitySettings(actor: CompanyActor, company: { id: string }): boolean {
  return actor.role === 'root' || (actor.role === 'admin' && actor.companyId === company.id);
}
