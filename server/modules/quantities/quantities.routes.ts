import { contentDisposition } from '../../http/content-disposition';

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quantitiesCsv } from '../../../common/markup/quantities';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { ProjectQuantities, QuantitiesQuery } from '../../../common/schemas/quantities';
import { requireActor } from '../../auth/authenticate';
import { createQuantitiesService, type QuantitiesDeps } from './quantities.service';

export function quantitiesRoutes(deps: QuantitiesDeps) {
  const quantities = createQuantitiesService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/projects/:id/quantities',
      {
        schema: {
          tags: ['projects'],
          summary: "The project's quantities: feet of every run kind and counts of every marker, by building and floor (DESIGN §11); ?format=csv for a spreadsheet",
          params: IdParams,
          querystring: QuantitiesQuery,
          produces: ['application/json', 'text/csv'],
          response: { 200: ProjectQuantities, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const result = await quantities.ofProject(requireActor(request), request.params.id);
        if (request.query.format !== 'csv') return result;
        // Text with its own type is sent as it is, past the JSON schema above.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('quantities.csv'))
          .header('cache-control', 'no-store')
          .send(quantitiesCsv(result) as never);
      },
    );
  };
}
