import type { z } from 'zod';
import type { AdminUsersQuery, CreateUserBody } from '../../../common/schemas/admin';
import type { Role, UserStatus } from '../../../common/schemas/users';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { generatePassword, hashPassword } from '../../auth/password';
import { deleteUserSessions, type UserRow } from '../../auth/sessions.repo';
import { recordAudit } from '../audit/audit.repo';
import { findUserByEmail, insertUser } from '../accounts/accounts.repo';
import { findCompany } from '../companies/companies.repo';
import {
  canChangeRole,
  canChangeStatus,
  canCreateUser,
  canDeleteUser,
  canManageUsers,
  canSeeUser,
  isSelf,
  userListCompanyFor,
} from './admin-users.policy';
import { deleteUser, findAdminUser, listAdminUsers, updateUserRole, updateUserStatus, type AdminUserRow } from './admin-users.repo';

type CreateUser = z.output<typeof CreateUserBody>;

export function createAdminUsersService(db: Db) {
  function requireManager(actor: UserRow) {
    if (!canManageUsers(actor)) throw new AppError('FORBIDDEN', 'Only administrators can manage users.');
  }

  /** The target if the actor may see it; a user of another company is a 404, like a missing one. */
  async function visibleUser(actor: UserRow, id: string): Promise<AdminUserRow> {
    const target = await findAdminUser(db, id);
    if (!target || !canSeeUser(actor, target)) throw new AppError('NOT_FOUND', 'User not found.');
    return target;
  }

  async function reloaded(id: string) {
    const row = await findAdminUser(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'User not found.');
    return row;
  }

  return {
    async list(actor: UserRow, query: AdminUsersQuery) {
      requireManager(actor);
      return listAdminUsers(db, { companyId: userListCompanyFor(actor, query.companyId), role: query.role });
    },

    async create(actor: UserRow, body: CreateUser) {
      requireManager(actor);
      // An admin's users always join the admin's company; root must say which company.
      const companyId = actor.role === 'root' ? body.companyId : actor.companyId;
      if (!companyId) {
        throw new AppError('VALIDATION_FAILED', 'Choose the company the user joins.', {
          details: { fields: [{ field: 'body.companyId', message: 'Required' }] },
        });
      }
      if (!canCreateUser(actor, { role: body.role, companyId })) throw new AppError('FORBIDDEN');
      const company = await findCompany(db, companyId);
      if (!company) throw new AppError('NOT_FOUND', 'Company not found.');
      if (await findUserByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');

      // Shown once in the answer; the user must replace it at first sign-in (administration §9).
      const temporaryPassword = generatePassword();
      let created: UserRow;
      try {
        created = await insertUser(db, {
          email: body.email,
          passwordHash: await hashPassword(temporaryPassword),
          firstName: body.firstName ?? null,
          lastName: body.lastName ?? null,
          role: body.role,
          companyId,
          mustChangePassword: true,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
      await recordAudit(db, {
        action: 'user.create',
        actorId: actor.id,
        companyId,
        subjectType: 'user',
        subjectId: created.id,
        data: { email: created.email, role: created.role },
      });
      return { user: { ...created, companyName: company.name }, temporaryPassword };
    },

    async changeRole(actor: UserRow, id: string, role: Role) {
      requireManager(actor);
      const target = await visibleUser(actor, id);
      if (isSelf(actor, target)) throw new AppError('FORBIDDEN', 'You cannot change your own role.');
      if (!canChangeRole(actor, target, role)) {
        throw new AppError('FORBIDDEN', role === 'root' || target.role === 'root' ? 'Only a root administrator can grant or remove root.' : undefined);
      }
      if (target.role === role) return target;
      if (role !== 'root' && target.companyId === null) {
        throw new AppError('CONFLICT', 'This account belongs to no company, so it can only be root.');
      }
      await updateUserRole(db, id, role);
      await recordAudit(db, {
        action: 'user.role',
        actorId: actor.id,
        companyId: target.companyId,
        subjectType: 'user',
        subjectId: id,
        data: { from: target.role, to: role },
      });
      return reloaded(id);
    },

    async changeStatus(actor: UserRow, id: string, status: UserStatus) {
      requireManager(actor);
      const target = await visibleUser(actor, id);
      if (isSelf(actor, target)) throw new AppError('FORBIDDEN', 'You cannot freeze or reactivate your own account.');
      if (!canChangeStatus(actor, target)) throw new AppError('FORBIDDEN');
      if (target.status === status) return target;
      await updateUserStatus(db, id, status);
      // DESIGN §3: a frozen user is signed out everywhere at once.
      if (status === 'frozen') await deleteUserSessions(db, id);
      await recordAudit(db, {
        action: 'user.status',
        actorId: actor.id,
        companyId: target.companyId,
        subjectType: 'user',
        subjectId: id,
        data: { from: target.status, to: status },
      });
      return reloaded(id);
    },

    async remove(actor: UserRow, id: string) {
      requireManager(actor);
      const target = await visibleUser(actor, id);
      if (isSelf(actor, target)) throw new AppError('FORBIDDEN', 'You cannot delete your own account.');
      if (!canDeleteUser(actor, target)) throw new AppError('FORBIDDEN');
      // Ended explicitly, not left to the cascade, so the rule holds whatever the schema does.
      await deleteUserSessions(db, id);
      await deleteUser(db, id);
      await recordAudit(db, {
        action: 'user.delete',
        actorId: actor.id,
        companyId: target.companyId,
        subjectType: 'user',
        subjectId: id,
        data: { email: target.email },
      });
    },
  };
}
