import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse, Ok } from '../../../common/schemas/common';
import { ChangePasswordBody, LoginBody, RegisterBody, User } from '../../../common/schemas/users';
import { clearSessionCookie, requireActor, setSessionCookie } from '../../auth/authenticate';
import { AppError } from '../../http/app-error';
import { isSameOriginRequest } from '../../http/origin-guard';
import { createAccountsService, type AccountsDeps, type ClientInfo } from './accounts.service';
import { presentUser } from './user.presenter';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    previousSessionIdHash: request.sessionIdHash,
  };
}

export function accountsRoutes(deps: AccountsDeps) {
  const accounts = createAccountsService(deps);

  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/login',
      {
        config: { access: 'public' },
        schema: { tags: ['session'], summary: 'Sign in', body: LoginBody, response: { 200: User, ...errors } },
      },
      async (request, reply) => {
        const { user, token } = await accounts.login(request.body, clientInfo(request));
        setSessionCookie(request, reply, token, deps.sessionTtlMs);
        return presentUser(user);
      },
    );

    app.post(
      '/api/register',
      {
        config: { access: 'public' },
        schema: { tags: ['session'], summary: 'Create an account', body: RegisterBody, response: { 201: User, ...errors } },
      },
      async (request, reply) => {
        const { user, token } = await accounts.register(request.body, clientInfo(request));
        setSessionCookie(request, reply, token, deps.sessionTtlMs);
        return reply.code(201).send(presentUser(user));
      },
    );

    app.get(
      '/api/user',
      {
        config: { access: 'password-change' },
        schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: User, 401: ErrorResponse } },
      },
      async (request) => presentUser(requireActor(request)),
    );

    app.post(
      '/api/logout',
      { config: { access: 'public' }, schema: { tags: ['session'], summary: 'Sign out', response: { 200: Ok } } },
      async (request, reply) => {
        await accounts.logout(request.actor, request.sessionIdHash);
        clearSessionCookie(request, reply);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/logout',
      {
        config: { access: 'public' },
        schema: { tags: ['session'], summary: 'Sign out and go to the start page (only when the app itself or the user asked)' },
      },
      async (request, reply) => {
        // A link on another site must not sign the user out: it only lands them on the start page.
        if (isSameOriginRequest(request, { allowUserNavigation: true })) {
          await accounts.logout(request.actor, request.sessionIdHash);
          clearSessionCookie(request, reply);
        }
        return reply.redirect('/', 302);
      },
    );

    app.post(
      '/api/change-password',
      {
        config: { access: 'password-change' },
        schema: { tags: ['session'], summary: 'Change the signed-in user’s password', body: ChangePasswordBody, response: { 200: User, ...errors } },
      },
      async (request) => {
        const actor = requireActor(request);
        if (!request.sessionIdHash) throw new AppError('UNAUTHENTICATED');
        return presentUser(await accounts.changePassword(actor, request.sessionIdHash, request.body));
      },
    );
  };
}
