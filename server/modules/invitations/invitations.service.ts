import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { CreateInvitationBody, InvitationsQuery } from '../../../common/schemas/admin';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { SessionCache } from '../../auth/session-cache';
import type { UserRow } from '../../auth/sessions.repo';
import { recordAudit } from '../../audit/audit-log';
import { accountByEmail } from '../accounts/accounts.service';
import { companyExists } from '../companies/companies.service';
import { authorize } from '../../auth/authorize';
import { companyForWrite, requestedScope, scopeOf } from '../../auth/scope';
import { invitationAcceptRefusal, invitationPolicy, type AcceptRefusal } from './invitations.policy';
import {
  claimInvitationAcrossCompanies,
  deleteInvitation,
  findInvitation,
  findInvitationByTokenAcrossCompanies,
  insertInvitation,
  joinCompany,
  listInvitations,
  revokePendingInvitations,
} from './invitations.repo';
import { presentPublicInvitation } from './invitations.presenter';

export interface InvitationsDeps {
  db: Db;
  inviteTtlMs: number;
  /** This server's session cache: a user who joins a company is looked up afresh. */
  sessions: SessionCache;
}

type CreateInvitation = z.output<typeof CreateInvitationBody>;

const REFUSALS: Record<AcceptRefusal, () => AppError> = {
  used: () => new AppError('CONFLICT', 'This invitation has already been used.'),
  expired: () => new AppError('CONFLICT', 'This invitation has expired. Ask your administrator for a new one.'),
  'wrong-email': () => new AppError('FORBIDDEN', 'This invitation was sent to another email address.'),
  'has-company': () => new AppError('CONFLICT', 'You already belong to a company.'),
};

const notFound = () => new AppError('NOT_FOUND', 'Invitation not found.');

/** 256 random bits, URL-safe: the link is the only secret an invitee holds. */
const newInvitationToken = () => randomBytes(32).toString('base64url');

export function createInvitationsService(deps: InvitationsDeps) {
  const { db } = deps;

  /** Whoever may list invitations may ask to make or delete one; that change's own rule decides the rest. */
  function requireManager(actor: UserRow) {
    authorize(invitationPolicy, actor, 'invitation.list', scopeOf(actor), 'Only administrators can manage invitations.');
  }

  /** The link itself is the credential, whichever company it invites to. */
  async function byToken(token: string) {
    const found = await findInvitationByTokenAcrossCompanies(db, token);
    if (!found) throw notFound();
    return found;
  }

  return {
    async list(actor: UserRow, query: InvitationsQuery) {
      requireManager(actor);
      return listInvitations(db, requestedScope(actor, query.companyId));
    },

    async create(actor: UserRow, body: CreateInvitation) {
      requireManager(actor);
      // An admin invites into their own company (naming another is a 404); root must say which.
      const companyId = await companyForWrite(actor, body.companyId, { whenRootNamesNone: { ask: 'Choose the company to invite to.' }, exists: (id) => companyExists(db, id) });
      authorize(invitationPolicy, actor, 'invitation.create', { companyId, role: body.role });
      const existing = await accountByEmail(db, body.email);
      // Only someone without a company can accept (DESIGN §10): refuse now, not at the link.
      if (existing && (existing.companyId !== null || existing.role === 'root')) {
        throw new AppError('EMAIL_TAKEN', 'A user with this email already exists and belongs to a company.');
      }
      const now = new Date();
      return db.transaction(async (tx) => {
        await revokePendingInvitations(tx, scopeOf(actor), companyId, body.email);
        const invitation = await insertInvitation(tx, scopeOf(actor), {
          companyId,
          email: body.email,
          role: body.role,
          token: newInvitationToken(),
          createdBy: actor.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + deps.inviteTtlMs),
        });
        await recordAudit(tx, {
          action: 'invitation.create',
          actorId: actor.id,
          companyId,
          subjectType: 'invitation',
          subjectId: invitation.id,
          data: { email: invitation.email, role: invitation.role },
        });
        return invitation;
      });
    },

    async remove(actor: UserRow, id: string) {
      requireManager(actor);
      const scope = scopeOf(actor);
      const invitation = await findInvitation(db, scope, id);
      if (!invitation) throw notFound();
      authorize(invitationPolicy, actor, 'invitation.delete', invitation);
      await db.transaction(async (tx) => {
        if (!(await deleteInvitation(tx, scope, id))) throw notFound();
        await recordAudit(tx, {
          action: 'invitation.delete',
          actorId: actor.id,
          companyId: invitation.companyId,
          subjectType: 'invitation',
          subjectId: id,
          data: { email: invitation.email, status: invitation.status },
        });
      });
    },

    /** What the invitation page shows to anyone holding the link. */
    async describe(token: string) {
      const { invitation, companyName } = await byToken(token);
      return presentPublicInvitation(invitation, companyName, new Date());
    },

    async accept(actor: UserRow, token: string) {
      const { invitation } = await byToken(token);
      const now = new Date();
      const refusal = invitationAcceptRefusal(actor, invitation, now);
      if (refusal) throw REFUSALS[refusal]();
      const joined = await db.transaction(async (tx) => {
        // Both writes are conditional, so two accepts at once cannot both succeed.
        if (!(await claimInvitationAcrossCompanies(tx, invitation.id, now))) throw REFUSALS.used();
        const user = await joinCompany(tx, actor.id, invitation.companyId, invitation.role);
        if (!user) throw REFUSALS['has-company']();
        await recordAudit(tx, {
          action: 'invitation.accept',
          actorId: actor.id,
          companyId: invitation.companyId,
          subjectType: 'invitation',
          subjectId: invitation.id,
          data: { role: invitation.role },
        });
        return user;
      });
      deps.sessions.forgetUser(actor.id);
      return joined;
    },
  };
}
