import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { Company } from '../../../common/schemas/companies';
import { requireActor } from '../../auth/authenticate';
import { tenantScope } from '../../auth/scope';
import type { Db } from '../../db/database';
import { listCompanies } from './companies.repo';
import { presentCompany } from './companies.presenter';

const errors = { 401: ErrorResponse, 403: ErrorResponse };

export function companiesRoutes(deps: { db: Db }) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['companies'];

    app.get(
      '/api/companies',
      {
        schema: {
          tags,
          summary: 'Companies the caller may see: all of them for root, else only their own',
          response: { 200: z.array(Company), ...errors },
        },
      },
      // Tenant first: the scope decides, so admins and users never learn of other companies.
      async (request) => (await listCompanies(deps.db, tenantScope(requireActor(request)))).map(presentCompany),
    );
  };
}
