import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '../../../common/schemas/api-tokens';
import { recordAudit } from '../../audit/audit-log';
import { requestedScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { companyExists } from '../companies/companies.service';
import { deleteApiToken, findTokenWithMaker, insertApiToken, listApiTokens, touchApiToken, type ApiTokenRow } from './api-tokens.repo';

// API tokens (issue 16): for a company's own systems. Made and revoked by its admins (and root);
// a token is 256 random bits, shown once; only its SHA-256 is kept, like a session's.

const TOKEN_PREFIX = 'rsr_';

export function newApiToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(TOKEN_PREFIX) && value.length > TOKEN_PREFIX.length + 20;
}

/** The token and its active maker, its use noted; undefined for an unknown, revoked or orphaned token. */
export async function apiTokenWithMaker(db: Db, token: string) {
  if (!looksLikeApiToken(token)) return undefined;
  const found = await findTokenWithMaker(db, hashApiToken(token));
  if (found) await touchApiToken(db, found.token.id, new Date());
  return found;
}

export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    role: row.role,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function requireAdmin(actor: UserRow) {
  if (actor.role !== 'admin' && actor.role !== 'root') throw new AppError('FORBIDDEN', 'Only administrators manage API tokens.');
}

export function createApiTokensService(db: Db) {
  return {
    async create(actor: UserRow, body: CreateApiTokenBody): Promise<CreatedApiToken> {
      requireAdmin(actor);
      // An admin's tokens are their company's; root names the company (another's id is a 404 for an admin).
      const companyId = actor.role === 'root' ? body.companyId : (body.companyId ?? actor.companyId);
      if (!companyId) throw new AppError('VALIDATION_FAILED', 'Name the company the token is for.', { details: { fields: [{ field: 'body.companyId', message: 'Required for root' }] } });
      if (actor.role !== 'root' && companyId !== actor.companyId) throw new AppError('NOT_FOUND', 'Company not found.');
      if (actor.role === 'root' && !(await companyExists(db, companyId))) throw new AppError('NOT_FOUND', 'Company not found.');
      const token = newApiToken();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertApiToken(tx, { companyId, createdBy: actor.id, name: body.name, role: body.role, tokenHash: hashApiToken(token), prefix: token.slice(0, 10) });
        await recordAudit(tx, { action: 'token.create', actorId: actor.id, companyId, subjectType: 'api-token', subjectId: inserted.id, data: { name: inserted.name, role: inserted.role } });
        return inserted;
      });
      return { ...presentApiToken(row), token };
    },

    async list(actor: UserRow, companyId: string | undefined): Promise<ApiToken[]> {
      requireAdmin(actor);
      const scope = companyId ? requestedScope(actor, companyId) : scopeOf(actor);
      return (await listApiTokens(db, scope, companyId)).map(presentApiToken);
    },

    async revoke(actor: UserRow, id: string) {
      requireAdmin(actor);
      await db.transaction(async (tx) => {
        const row = await deleteApiToken(tx, scopeOf(actor), id);
        if (!row) throw new AppError('NOT_FOUND', 'API token not found.');
        await recordAudit(tx, { action: 'token.revoke', actorId: actor.id, companyId: row.companyId, subjectType: 'api-token', subjectId: row.id, data: { name: row.name } });
      });
    },
  };
}
