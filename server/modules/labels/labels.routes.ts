import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { contentDisposition } from '../../http/content-disposition';
import { createLabelsService } from './labels.service';

export function labelsRoutes(deps: { db: Db }) {
  const labels = createLabelsService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/projects/:id/labels.csv',
      {
        schema: {
          tags: ['projects'],
          summary: 'One row per labelled thing (telecom rooms, racks, jacks, markers, runs by their From and To ends) as label printers import it (Brady, Brother P-touch)',
          params: IdParams,
          produces: ['text/csv'],
          response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('labels.csv'))
          .header('cache-control', 'no-store')
          .send((await labels.csvOfProject(requireActor(request), request.params.id)) as never),
    );
  };
}
