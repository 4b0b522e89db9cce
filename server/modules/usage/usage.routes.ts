import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyUsage, UsageParams } from '../../../common/schemas/admin';
import { ErrorResponse } from '../../../common/schemas/common';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { presentUsage } from './usage.presenter';
import { createUsageService } from './usage.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function usageRoutes(deps: { db: Db }) {
  const usage = createUsageService(deps.db);

  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['usage'];

    app.get(
      '/api/admin/usage',
      {
        schema: {
          tags,
          summary: 'Live usage of every company for root, of their own for a company admin',
          response: { 200: z.array(CompanyUsage), ...errors },
        },
      },
      async (request) => (await usage.list(requireActor(request))).map(presentUsage),
    );

    app.get(
      '/api/admin/usage/:companyId',
      { schema: { tags, summary: 'Live usage of one company', params: UsageParams, response: { 200: CompanyUsage, ...errors } } },
      async (request) => presentUsage(await usage.get(requireActor(request), request.params.companyId)),
    );

    app.post(
      '/api/admin/usage/:companyId/calculate',
      {
        schema: {
          tags,
          summary: 'Calculate a company’s usage now and store it as its latest snapshot (any body is ignored)',
          params: UsageParams,
          response: { 200: CompanyUsage, ...errors },
        },
      },
      async (request) => presentUsage(await usage.calculate(requireActor(request), request.params.companyId)),
    );
  };
}
