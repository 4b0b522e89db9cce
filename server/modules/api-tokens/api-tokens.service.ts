import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, CreateApiTokenBody, CreatedApiToken } from '../../../common/schemas/api-tokens';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { companyForWrite, requestedScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { companyExists } from '../companies/companies.service';
import { apiTokenPolicy } from './api-tokens.policy';
import { deleteApiToken, findApiToken, findTokenWithMakerAcrossCompanies, insertApiToken, listApiTokens, touchApiTokenAcrossCompanies, type ApiTokenRow } from './api-tokens.repo';

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
  const found = await findTokenWithMakerAcrossCompanies(db, hashApiToken(token));
  if (found) await touchApiTokenAcrossCompanies(db, found.token.id, new Date());
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

/** Whoever may list tokens may ask to make or revoke one; that change's own rule decides the rest. */
function requireAdmin(actor: UserRow) {
  authorize(apiTokenPolicy, actor, 'token.list', scopeOf(actor), 'Only administrators manage API tokens.');
}

export function createApiTokensService(db: Db) {
  return {
    async create(actor: UserRow, body: CreateApiTokenBody): Promise<CreatedApiToken> {
      requireAdmin(actor);
      // An admin's tokens are their company's; root names the company (another's id is a 404 for an admin).
      const companyId = await companyForWrite(actor, body.companyId, { whenRootNamesNone: { ask: 'Name the company the token is for.' }, exists: (id) => companyExists(db, id) });
      authorize(apiTokenPolicy, actor, 'token.create', { companyId });
      const token = newApiToken();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertApiToken(tx, scopeOf(actor), { companyId, createdBy: actor.id, name: body.name, role: body.role, tokenHash: hashApiToken(token), prefix: token.slice(0, 10) });
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
      const scope = scopeOf(actor);
      const found = await findApiToken(db, scope, id);
      if (!found) throw new AppError('NOT_FOUND', 'API token not found.');
      authorize(apiTokenPolicy, actor, 'token.revoke', found);
      await db.transaction(async (tx) => {
        const row = await deleteApiToken(tx, scope, id);
        if (!row) throw new AppError('NOT_FOUND', 'API token not found.');
        await recordAudit(tx, { action: 'token.revoke', actorId: actor.id, companyId: row.companyId, subjectType: 'api-token', subjectId: row.id, data: { name: row.name } });
      });
    },
  };
}
