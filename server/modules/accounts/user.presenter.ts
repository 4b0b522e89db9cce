import type { Abilities, Account, User } from '../../../common/schemas/users';
import { allows } from '../../auth/authorize';
import type { Actor } from '../../auth/member-policy';
import { ALL_COMPANIES, choosesCompanyOfWrites, companyScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import { userPolicy } from '../admin-users/admin-users.policy';
import { templatePolicy } from '../templates/templates.policy';

/** The account as the API shows it: never the password hash. */
export function presentAccount(row: UserRow): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    companyId: row.companyId,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an actor may open, by the policies that decide its requests (one source for both). */
export function abilitiesOf(actor: Actor): Abilities {
  return {
    editTemplates: allows(templatePolicy, actor, 'template.manage', scopeOf(actor)),
    administerAllCompanies: allows(userPolicy, actor, 'user.list', ALL_COMPANIES),
    administerOwnCompany: actor.companyId !== null && allows(userPolicy, actor, 'user.list', companyScope(actor.companyId)),
    chooseCompany: choosesCompanyOfWrites(actor),
  };
}

/**
 * The signed-in user with what they may do. For root, also what View As shows for each role:
 * the same policies asked about root with that role (and, like root, no company), so an admin
 * view offers Form Configuration but no dashboard, as an admin without a company would see.
 */
export function presentUser(row: UserRow): User {
  return {
    ...presentAccount(row),
    abilities: abilitiesOf(row),
    viewAsAbilities: row.role === 'root' ? { admin: abilitiesOf({ ...row, role: 'admin' }), user: abilitiesOf({ ...row, role: 'user' }) } : null,
  };
}
