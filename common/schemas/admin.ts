// The administration API (administration §3, §7; DESIGN §3, §10): companies, users,
// invitations and usage. One schema for the server route and the admin screens.
import { z } from 'zod';
import { Text } from './text';
import { Company } from './companies';
import { Account, Email, Role, User, UserStatus } from './users';

export { Company };

const CompanyName = Text.trim().min(1, { error: 'Company name is required.' }).max(200);
// An empty description is stored as none.
const CompanyDescription = Text.trim()
  .max(2000)
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const CreateCompanyBody = z.strictObject({
  name: CompanyName,
  description: CompanyDescription.optional(),
});
export type CreateCompanyBody = z.input<typeof CreateCompanyBody>;

export const UpdateCompanyBody = z.strictObject({
  name: CompanyName.optional(),
  description: CompanyDescription.optional(),
});
export type UpdateCompanyBody = z.input<typeof UpdateCompanyBody>;

export const CompanyParams = z.object({ id: z.uuid() });

// The roles an admin screen may hand out when creating or inviting: never root.
export const AssignableRole = z.enum(['user', 'admin']);
export type AssignableRole = z.infer<typeof AssignableRole>;

// The user as the admin screens list it: the user plus the name of their company.
export const AdminUser = Account.extend({
  companyName: z.string().nullable(),
}).meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersQuery = z.object({
  role: Role.optional(),
  // Ignored for a company admin: they only ever see their own company.
  companyId: z.uuid().optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

const PersonName = Text.trim()
  .max(100)
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const CreateUserBody = z.strictObject({
  email: Email,
  firstName: PersonName.optional(),
  lastName: PersonName.optional(),
  role: AssignableRole,
  // Required for root; a company admin's users always join the admin's company.
  companyId: z.uuid().nullable().optional(),
});
export type CreateUserBody = z.input<typeof CreateUserBody>;

// Answered once, at creation: the temporary password is never shown again.
export const CreatedUser = AdminUser.extend({
  temporaryPassword: z.string(),
}).meta({ id: 'CreatedUser' });
export type CreatedUser = z.infer<typeof CreatedUser>;

export const UserParams = z.object({ id: z.uuid() });

export const RoleBody = z.strictObject({ role: Role });
export type RoleBody = z.infer<typeof RoleBody>;

export const StatusBody = z.strictObject({ status: UserStatus });
export type StatusBody = z.infer<typeof StatusBody>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export const InvitationStatus = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const Invitation = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: AssignableRole,
    status: InvitationStatus,
    token: z.string(),
    companyId: z.uuid(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    // Absolute path of the invitation page, '/invite/{token}'; the client prefixes its origin.
    link: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof Invitation>;

export const InvitationsQuery = z.object({
  // Ignored for a company admin: they only ever see their own company.
  companyId: z.uuid().optional(),
});
export type InvitationsQuery = z.infer<typeof InvitationsQuery>;

export const CreateInvitationBody = z.strictObject({
  email: Email,
  role: AssignableRole.default('user'),
  // Required for root; a company admin always invites into their own company.
  companyId: z.uuid().nullable().optional(),
});
export type CreateInvitationBody = z.input<typeof CreateInvitationBody>;

export const InvitationParams = z.object({ id: z.uuid() });
export const InvitationTokenParams = z.object({ token: Text.min(1).max(200) });

// What anyone holding the link may read (GET /api/invitations/{token}), signed in or not.
export const PublicInvitation = z
  .object({
    email: z.string(),
    role: AssignableRole,
    companyName: z.string(),
    status: InvitationStatus,
    expiresAt: z.iso.datetime(),
    expired: z.boolean(),
  })
  .meta({ id: 'PublicInvitation' });
export type PublicInvitation = z.infer<typeof PublicInvitation>;

export const CompanyUsage = z
  .object({
    companyId: z.uuid(),
    companyName: z.string(),
    projectsCount: z.number().int(),
    surveysCount: z.number().int(),
    photosCount: z.number().int(),
    totalStorageBytes: z.number().int(),
    // When the figures were last stored by POST .../calculate; null if never.
    lastCalculated: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CompanyUsage' });
export type CompanyUsage = z.infer<typeof CompanyUsage>;

export const UsageParams = z.object({ companyId: z.uuid() });

// POST /api/invitations/{token}/accept answers the signed-in user, now in the company.
export const AcceptedInvitation = User;
