import type { Role } from '../../../common/schemas/users';

/** administration §6: admins edit their company's templates; root edits the global ones. */
export function canWriteTemplates(actor: { role: Role }): boolean {
  return actor.role === 'admin' || actor.role === 'root';
}
