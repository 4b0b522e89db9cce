import type { z } from 'zod';
import type { AdminUsersQuery, CreateUserBody } from '../../../common/schemas/admin';
import type { Role, UserStatus } from '../../../common/schemas/users';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { generatePassword, hashPassword } from '../../auth/password';
import { deleteUserSessions, type UserRow } from '../../auth/sessions.repo';
import type { SessionCache } from '../../auth/session-cache';
import { authorize } from '../../auth/authorize';
import { companyForWrite, requestedScope, scopeOf } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import { createAccount, emailInUse } from '../accounts/accounts.service';
import { companyExists, companyName } from '../companies/companies.service';
import { isSelf, userPolicy } from './admin-users.policy';
import { deleteUser, findAdminUser, listAdminUsers, updateUserRole, updateUserStatus, type AdminUserRow } from './admin-users.repo';

type CreateUser = z.output<typeof CreateUserBody>;

/** `sessions`: this server's session cache, told of every account change once it is committed. */
export function createAdminUsersService(db: Db, sessions: SessionCache) {
  /** Whoever may list users may ask to change one; the change's own rule decides the rest. */
  function requireManager(actor: UserRow) {
    authorize(userPolicy, actor, 'user.list', scopeOf(actor), 'Only administrators can manage users.');
  }

  /** The target if it is in the actor's scope; a user of another company is a 404, like a missing one. */
  async function visibleUser(actor: UserRow, id: string): Promise<AdminUserRow> {
    const target = await findAdminUser(db, scopeOf(actor), id);
    if (!target) throw new AppError('NOT_FOUND', 'User not found.');
    return target;
  }

  return {
    async list(actor: UserRow, query: AdminUsersQuery) {
      requireManager(actor);
      return listAdminUsers(db, requestedScope(actor, query.companyId), { role: query.role });
    },

    async create(actor: UserRow, body: CreateUser) {
      requireManager(actor);
      // An admin's users join the admin's company (naming another is a 404); root must say which company.
      const companyId = await companyForWrite(actor, body.companyId, { whenRootNamesNone: { ask: 'Choose the company the user joins.' }, exists: (id) => companyExists(db, id) });
      const name = await companyName(db, companyId);
      if (name === undefined) throw new AppError('NOT_FOUND', 'Company not found.');
      authorize(userPolicy, actor, 'user.create', { role: body.role, companyId });
      if (await emailInUse(db, body.email)) throw new AppError('EMAIL_TAKEN');

      // Shown once in the answer; the user must replace it at first sign-in (administration §9).
      const temporaryPassword = generatePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      try {
        const created = await db.transaction(async (tx) => {
          const row = await createAccount(tx, {
            email: body.email,
            passwordHash,
            firstName: body.firstName ?? null,
            lastName: body.lastName ?? null,
            role: body.role,
            companyId,
            mustChangePassword: true,
          });
          await recordAudit(tx, {
            action: 'user.create',
            actorId: actor.id,
            companyId,
            subjectType: 'user',
            subjectId: row.id,
            data: { email: row.email, role: row.role },
          });
          return row;
        });
        return { user: { ...created, companyName: name }, temporaryPassword };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    },

    async changeRole(actor: UserRow, id: string, role: Role) {
      requireManager(actor);
      const target = await visibleUser(actor, id);
      const refusal = isSelf(actor, target)
        ? 'You cannot change your own role.'
        : role === 'root' || target.role === 'root'
          ? 'Only a root administrator can grant or remove root.'
          : undefined;
      authorize(userPolicy, actor, 'user.role', { target, role }, refusal);
      if (target.role === role) return target;
      if (role !== 'root' && target.companyId === null) {
        throw new AppError('CONFLICT', 'This account belongs to no company, so it can only be root.');
      }
      await db.transaction(async (tx) => {
        if (!(await updateUserRole(tx, scopeOf(actor), id, role))) throw new AppError('NOT_FOUND', 'User not found.');
        await recordAudit(tx, {
          action: 'user.role',
          actorId: actor.id,
          companyId: target.companyId,
          subjectType: 'user',
          subjectId: id,
          data: { from: target.role, to: role },
        });
      });
      sessions.forgetUser(id);
      return visibleUser(actor, id);
    },

    async changeStatus(actor: UserRow, id: string, status: UserStatus) {
      requireManager(actor);
      const target = await visibleUser(actor, id);
      authorize(userPolicy, actor, 'user.status', target, isSelf(actor, target) ? 'You cannot freeze or reactivate your own account.' : undefined);
      if (target.status === status) return target;
      await db.transaction(async (tx) => {
        if (!(await updateUserStatus(tx, scopeOf(actor), id, status))) throw new AppError('NOT_FOUND', 'User not found.');
        // DESIGN §3: a frozen user is signed out everywhere at once.
        if (status === 'frozen') await deleteUserSessions(tx, id);
        await recordAudit(tx, {
          action: 'user.status',
          actorId: actor.id,
          companyId: target.companyId,
          subjectType: 'user',
          subjectId: id,
          data: { from: target.status, to: status },
        });
      });
      sessions.forgetUser(id);
      return visibleUser(actor, id);
    },

    async remove(actor: UserRow, id: string) {
      requireManager(actor);
      const target = await visibleUser(actor, id);
      authorize(userPolicy, actor, 'user.delete', target, isSelf(actor, target) ? 'You cannot delete your own account.' : undefined);
      await db.transaction(async (tx) => {
        // Ended explicitly, not left to the cascade, so the rule holds whatever the schema does.
        await deleteUserSessions(tx, id);
        if (!(await deleteUser(tx, scopeOf(actor), id))) throw new AppError('NOT_FOUND', 'User not found.');
        await recordAudit(tx, {
          action: 'user.delete',
          actorId: actor.id,
          companyId: target.companyId,
          subjectType: 'user',
          subjectId: id,
          data: { email: target.email },
        });
      });
      sessions.forgetUser(id);
    },
  };
}
