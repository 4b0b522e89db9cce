import type { Role } from '../../../common/schemas/users';

/** administration §6: admins edit their company's templates; root edits the global ones. */
export function canWriteTemplates(actor: { role: Role }): boolean {
  return actor.role === 'admin' || actor.role === 'root';
}

/**
 * DESIGN §10: whose template a save changes. Root saves the global one unless it names a
 * company; an admin always saves their own company's, whatever companyId they send.
 */
export function templateOwnerFor(actor: { role: Role; companyId: string | null }, requestedCompanyId: string | null | undefined): string | null {
  if (actor.role === 'root') return requestedCompanyId ?? null;
  return actor.companyId;
}
