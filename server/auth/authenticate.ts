import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { Db } from '../db/database';
import { findLiveSession, touchSession, type UserRow } from './sessions.repo';
import { hashSessionToken, SESSION_COOKIE } from './session-token';
import type { SessionCache } from './session-cache';
import { apiTokenWithMaker } from '../modules/api-tokens/api-tokens.service';

/**
 * Who may call a route:
 * - public: anyone;
 * - password-change: a signed-in user, even one who must change their password first;
 * - signed-in (default): a signed-in user who has no pending password change.
 */
export type RouteAccess = 'public' | 'password-change' | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: UserRow | null;
    sessionIdHash: string | null;
    /** The API token a request came with (issue 16), instead of a session. */
    apiToken: { id: string; role: 'read-only' | 'read-write' } | null;
  }
}

// Sliding expiry is refreshed at most this often, so reads do not write on every call.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function registerAuthentication(app: FastifyInstance, deps: { db: Db; sessionTtlMs: number; sessions: SessionCache }) {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionIdHash', null);
  app.decorateRequest('apiToken', null);

  /** The session of a token hash: from this server's short cache, else the database (and then cached). */
  async function liveSession(idHash: string, now: Date) {
    const cached = deps.sessions.get(idHash, now.getTime());
    if (cached) return cached;
    const generation = deps.sessions.begin();
    const found = await findLiveSession(deps.db, idHash, now);
    if (found) deps.sessions.set(idHash, found, generation, now.getTime());
    return found;
  }

  // onRequest, so that a signed-out caller gets 401 before any body is read or validated.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const idHash = hashSessionToken(token);
      const now = new Date();
      const found = await liveSession(idHash, now);
      if (found) {
        request.actor = found.user;
        request.sessionIdHash = idHash;
        if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
          const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
          await touchSession(deps.db, idHash, now, expiresAt);
          found.lastSeenAt = now;
          found.expiresAt = expiresAt;
        }
      }
    }
    const route = request.routeOptions.url;
    // Without a session, an API token (issue 16): the company's own systems calling the API.
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!request.actor && bearer && route?.startsWith('/api/')) await authenticateToken(deps.db, request, route, bearer);
    // API routes default to signed-in; everything else (the built client's files) is public.
    const access = request.routeOptions.config.access ?? (route?.startsWith('/api/') ? 'signed-in' : 'public');
    if (access === 'public' || !route) return;
    if (!request.actor) throw new AppError('UNAUTHENTICATED');
    if (access === 'signed-in' && request.actor.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
  });
}

// Accounts and administration are a person's business: a token reaches the company's data only.
const NOT_FOR_TOKENS = ['/api/admin', '/api/login', '/api/logout', '/api/register', '/api/change-password', '/api/invitations'];
const READS = new Set(['GET', 'HEAD']);

/**
 * A token acts with its maker's company scope, as a surveyor (never with the maker's admin
 * powers), while its maker is active; a read-only one only reads. An unknown token is a 401.
 */
async function authenticateToken(db: Db, request: FastifyRequest, route: string, token: string) {
  const found = await apiTokenWithMaker(db, token);
  if (!found) throw new AppError('UNAUTHENTICATED', 'This API token is not valid (revoked, or its maker’s account is frozen or gone).');
  if (NOT_FOR_TOKENS.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) {
    throw new AppError('FORBIDDEN', 'API tokens reach the company’s projects and surveys, not accounts or administration.');
  }
  if (found.token.role === 'read-only' && !READS.has(request.method)) throw new AppError('FORBIDDEN', 'This API token may only read.');
  request.actor = { ...found.user, role: found.user.role === 'root' ? 'root' : 'user' };
  request.apiToken = { id: found.token.id, role: found.token.role };
}

/** The signed-in user of a route whose access rule guarantees one. */
export function requireActor(request: FastifyRequest): UserRow {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlMs: number) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
