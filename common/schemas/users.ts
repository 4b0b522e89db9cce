import { z } from 'zod';
import { Text } from './text';
import { PASSWORD_MIN_LENGTH, ROLES, USER_STATUSES } from '../constants';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

// An account as the API shows it (the administration lists too). Never a password hash.
export const Account = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: Role,
    status: UserStatus,
    companyId: z.uuid().nullable(),
    mustChangePassword: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof Account>;

/**
 * What the signed-in user may open, as the server's policies say: the client shows its screens
 * by these, never by the role. The server still decides every request on its own.
 */
export const Abilities = z
  .object({
    /** Form Configuration, the survey template editor (admins and root). */
    editTemplates: z.boolean(),
    /** The Root Dashboard: every company, its admins and its usage (root). */
    administerAllCompanies: z.boolean(),
    /** The Company Dashboard: their own company's users, invitations, usage, quantities, API tokens and webhooks (its admins). */
    administerOwnCompany: z.boolean(),
    /** Choosing the company of what they create, such as a project (root); everyone else creates in their own. */
    chooseCompany: z.boolean(),
  })
  .meta({ id: 'Abilities' });
export type Abilities = z.infer<typeof Abilities>;

// What every call that answers with "the user" returns: the signed-in account and what it may do.
export const User = Account.extend({
  abilities: Abilities,
  /**
   * Root only (null for everyone else): what each role root may view the app as would show
   * (View As). What root's own requests may do stays `abilities`.
   */
  viewAsAbilities: z.object({ admin: Abilities, user: Abilities }).nullable(),
}).meta({ id: 'User' });
export type User = z.infer<typeof User>;

// Deliberately lenient (one @, no spaces): accounts such as root@localhost are valid here.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const Email = Text.trim()
  .toLowerCase()
  .pipe(z.string().max(254).regex(EMAIL_PATTERN, { error: 'Invalid email' }));

export const Password = Text.min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.` })
  .max(256);

export const LoginBody = z.strictObject({
  email: Email,
  password: Text.min(1).max(256),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z.strictObject({
  email: Email,
  password: Password,
  firstName: Text.trim().min(1).max(100),
  lastName: Text.trim().min(1).max(100),
  companyName: Text.trim().min(1).max(200).optional(),
  inviteToken: Text.min(1).max(200).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const ChangePasswordBody = z.strictObject({
  currentPassword: Text.min(1).max(256),
  newPassword: Password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
