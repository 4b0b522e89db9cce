import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { estimateCsv, type Estimate as EstimateValue } from '../../../common/markup/estimate';
import { ErrorResponse } from '../../../common/schemas/common';
import { Estimate, EstimateQuery } from '../../../common/schemas/price-lists';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { contentDisposition } from '../../http/content-disposition';
import { createEstimateService } from './estimate.service';
import { estimateXlsx } from './estimate-xlsx';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sendAs(reply: FastifyReply, format: 'csv' | 'xlsx', estimate: EstimateValue) {
  // Files with their own type are sent as they are, past the JSON schema.
  reply.header('content-disposition', contentDisposition(`estimate.${format}`)).header('cache-control', 'no-store');
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(estimateCsv(estimate) as never);
  return reply.type(XLSX_TYPE).send((await estimateXlsx(estimate)) as never);
}

export function estimateRoutes(deps: { db: Db }) {
  const estimates = createEstimateService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/projects/:id/estimate',
      {
        schema: {
          tags: ['projects'],
          summary: "The project's estimate: its quantities times its prices, accessories as lines of their own, markup and total (DESIGN §17); ?format=csv or xlsx for a file",
          params: IdParams,
          querystring: EstimateQuery,
          produces: ['application/json', 'text/csv', XLSX_TYPE],
          response: { 200: Estimate, ...errors },
        },
      },
      async (request, reply) => {
        const { estimate } = await estimates.ofProject(requireActor(request), request.params.id);
        const format = request.query.format ?? 'json';
        return format === 'json' ? estimate : sendAs(reply, format, estimate);
      },
    );

    for (const format of ['csv', 'xlsx'] as const) {
      app.get(
        `/api/projects/:id/estimate.${format}`,
        {
          schema: {
            tags: ['projects'],
            summary: `The project's estimate as ${format === 'csv' ? 'CSV' : 'an Excel workbook'}`,
            params: IdParams,
            produces: [format === 'csv' ? 'text/csv' : XLSX_TYPE],
            response: errors,
          },
        },
        async (request, reply) => sendAs(reply, format, (await estimates.ofProject(requireActor(request), request.params.id)).estimate),
      );
    }
  };
}
