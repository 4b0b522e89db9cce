import type { ChangePasswordBody, LoginBody, RegisterBody } from '../../../common/schemas/users';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { deleteSession, deleteUserSessions, insertSession, type UserRow } from '../../auth/sessions.repo';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import type { SessionCache } from '../../auth/session-cache';
import { recordAudit } from '../../audit/audit-log';
import {
  findInvitationByToken,
  findUserByEmail,
  findUserById,
  insertCompany,
  insertUser,
  markInvitationAccepted,
  deleteEndedLoginWindows,
  updatePassword,
} from './accounts.repo';
import { createLoginThrottle, LOGIN_WINDOW_MS } from './login-throttle';

export interface AccountsDeps {
  db: Db;
  allowSignup: boolean;
  sessionTtlMs: number;
  loginMaxFailures: number;
  /** This server's session cache: an ended session or a changed account leaves it at once. */
  sessions: SessionCache;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The session the caller signs in from, ended so that sign-in always rotates the id. */
  previousSessionIdHash: string | null;
}

export function createAccountsService(deps: AccountsDeps) {
  const { db } = deps;
  const throttle = createLoginThrottle(db, deps.loginMaxFailures);

  async function startSession(user: UserRow, client: ClientInfo) {
    if (client.previousSessionIdHash) {
      await deleteSession(db, client.previousSessionIdHash);
      deps.sessions.forgetSession(client.previousSessionIdHash);
    }
    const token = newSessionToken();
    await insertSession(db, {
      idHash: hashSessionToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + deps.sessionTtlMs),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    return token;
  }

  /** The account a registration makes: by its invitation, else (when sign-up is open) with a company of its own. */
  async function insertRegisteredUser(tx: Db, body: RegisterBody, passwordHash: string) {
    if (await findUserByEmail(tx, body.email)) throw new AppError('EMAIL_TAKEN');
    if (body.inviteToken) {
      const invitation = await findInvitationByToken(tx, body.inviteToken);
      if (!invitation || invitation.status !== 'pending' || invitation.expiresAt.getTime() < Date.now()) {
        throw new AppError('NOT_FOUND', 'This invitation does not exist, has expired or was already used.');
      }
      if (invitation.email.toLowerCase() !== body.email) {
        throw new AppError('FORBIDDEN', 'This invitation was sent to another email address.');
      }
      await markInvitationAccepted(tx, invitation.id, new Date());
      return insertUser(tx, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        role: invitation.role,
        companyId: invitation.companyId,
      });
    }
    if (!deps.allowSignup) throw new AppError('SIGNUP_DISABLED');
    const company = await insertCompany(tx, {
      name: body.companyName ?? `${body.firstName} ${body.lastName}`,
    });
    return insertUser(tx, {
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      role: 'admin',
      companyId: company.id,
    });
  }

  return {
    async login(body: LoginBody, client: ClientInfo) {
      // Counted before the password is checked, so parallel attempts cannot pass the limit.
      const attempt = await throttle.admit(body.email, client.ip);
      const user = await findUserByEmail(db, body.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
      // A failure stays counted. One message whether or not the email exists.
      if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
      // The password is known, frozen or not: nothing left to throttle.
      await throttle.succeeded(attempt);
      if (user.status !== 'active') throw new AppError('ACCOUNT_FROZEN');
      const token = await startSession(user, client);
      await recordAudit(db, { action: 'user.login', actorId: user.id, companyId: user.companyId, subjectType: 'user', subjectId: user.id });
      return { user, token };
    },

    async logout(actor: UserRow | null, sessionIdHash: string | null) {
      if (!sessionIdHash) return;
      await deleteSession(db, sessionIdHash);
      deps.sessions.forgetSession(sessionIdHash);
      if (actor) await recordAudit(db, { action: 'user.logout', actorId: actor.id, companyId: actor.companyId, subjectType: 'user', subjectId: actor.id });
    },

    async changePassword(actor: UserRow, sessionIdHash: string | null, body: ChangePasswordBody) {
      const current = await findUserById(db, actor.id);
      if (!current || !(await verifyPassword(current.passwordHash, body.currentPassword))) {
        throw new AppError('WRONG_PASSWORD');
      }
      if (body.newPassword === body.currentPassword) {
        throw new AppError('VALIDATION_FAILED', 'The new password must differ from the current one.', {
          details: { fields: [{ field: 'body.newPassword', message: 'The new password must differ from the current one.' }] },
        });
      }
      const passwordHash = await hashPassword(body.newPassword);
      // The new password, the other sessions' end and the audit row: all of them or none.
      const updated = await db.transaction(async (tx) => {
        const user = await updatePassword(tx, actor.id, passwordHash);
        if (!user) throw new AppError('NOT_FOUND');
        // DESIGN §10: a password change ends the user's other sessions and keeps this one.
        await deleteUserSessions(tx, actor.id, sessionIdHash ?? undefined);
        await recordAudit(tx, { action: 'user.password_change', actorId: actor.id, companyId: actor.companyId, subjectType: 'user', subjectId: actor.id });
        return user;
      });
      // Once committed, the kept session too: its user no longer has to change their password.
      deps.sessions.forgetUser(actor.id);
      return updated;
    },

    async register(body: RegisterBody, client: ClientInfo) {
      const passwordHash = await hashPassword(body.password);
      try {
        // The account (with its new company, or its invitation used) and its audit row: all or none.
        const user = await db.transaction(async (tx) => {
          const created = await insertRegisteredUser(tx, body, passwordHash);
          await recordAudit(tx, { action: 'user.register', actorId: created.id, companyId: created.companyId, subjectType: 'user', subjectId: created.id });
          return created;
        });
        const token = await startSession(user, client);
        return { user, token };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    },
  };
}

/** Whether an account uses this email (emails are unique across companies). */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/** The account with this email, whatever its company: an invitation may only go to someone without one. */
export function accountByEmail(db: Db, email: string) {
  return findUserByEmail(db, email);
}

/** Creates an account (admins create users with a temporary password); unique emails are the database's to enforce. */
export function createAccount(db: Db, values: Parameters<typeof insertUser>[1]) {
  return insertUser(db, values);
}

/** Forgets sign-in counts whose window has ended: the table keeps only what still limits someone (the sweep calls it). */
export function forgetEndedSignInCounts(db: Db): Promise<number> {
  return deleteEndedLoginWindows(db, LOGIN_WINDOW_MS / 1000);
}
