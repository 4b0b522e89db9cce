import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiToken, ApiTokenListQuery, CreateApiTokenBody, CreatedApiToken } from '../../../common/schemas/api-tokens';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { createApiTokensService } from './api-tokens.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function apiTokensRoutes(deps: { db: Db }) {
  const tokens = createApiTokensService(deps.db);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    app.post(
      '/api/admin/tokens',
      { schema: { tags, summary: 'Make a named API token for the company (admins, root naming the company); the token is answered this once', body: CreateApiTokenBody, response: { 201: CreatedApiToken, ...errors } } },
      async (request, reply) => reply.code(201).send(await tokens.create(requireActor(request), request.body)),
    );

    app.get(
      '/api/admin/tokens',
      { schema: { tags, summary: 'The company’s API tokens, without the tokens themselves, with when each was last used', querystring: ApiTokenListQuery, response: { 200: z.array(ApiToken), ...errors } } },
      async (request) => tokens.list(requireActor(request), request.query.companyId),
    );

    app.delete(
      '/api/admin/tokens/:id',
      { schema: { tags, summary: 'Revoke an API token: it stops working at once', params: IdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await tokens.revoke(requireActor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
