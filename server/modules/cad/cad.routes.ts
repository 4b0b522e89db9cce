import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { contentDisposition } from '../../http/content-disposition';
import { createCadService } from './cad.service';

export function cadRoutes(deps: { db: Db }) {
  const cad = createCadService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/surveys/:id/drawing.dxf',
      {
        schema: {
          tags: ['surveys'],
          summary: 'The drawing as DXF (R12) in feet at its scale: runs as polylines on a layer per kind, markers as blocks with their identifiers, the background’s extent as a frame; 422 without a scale',
          params: IdParams,
          produces: ['application/dxf'],
          response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { dxf, name } = await cad.drawingDxf(requireActor(request), request.params.id);
        return reply
          .type('application/dxf')
          .header('content-disposition', contentDisposition(`${name}.dxf`))
          .header('cache-control', 'no-store')
          .send(dxf as never);
      },
    );
  };
}
