import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompanyParams } from '../../../common/schemas/admin';
import { ErrorResponse } from '../../../common/schemas/common';
import { PriceList, ProjectPriceList } from '../../../common/schemas/price-lists';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { createPriceListsService } from './price-lists.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function priceListsRoutes(deps: { db: Db }) {
  const priceLists = createPriceListsService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/companies/:id/price-list',
      {
        schema: {
          tags: ['companies'],
          summary: "The company's price list: per foot of a run kind or each of a marker code, with accessories and a markup (DESIGN §17)",
          params: CompanyParams,
          response: { 200: PriceList, ...errors },
        },
      },
      async (request) => priceLists.ofCompany(requireActor(request), request.params.id),
    );

    app.put(
      '/api/companies/:id/price-list',
      {
        schema: { tags: ['companies'], summary: "Replace the company's price list — its admins and root", params: CompanyParams, body: PriceList, response: { 200: PriceList, ...errors } },
      },
      async (request) => priceLists.setOfCompany(requireActor(request), request.params.id, request.body),
    );

    app.get(
      '/api/projects/:id/price-list',
      {
        schema: {
          tags: ['projects'],
          summary: "The project's own prices over its company's list (empty items and markupPercent null: the company's)",
          params: IdParams,
          response: { 200: ProjectPriceList, ...errors },
        },
      },
      async (request) => priceLists.ofProject(requireActor(request), request.params.id),
    );

    app.put(
      '/api/projects/:id/price-list',
      {
        schema: {
          tags: ['projects'],
          summary: "Replace the project's own prices (items override the company's one by one) — the company's admins and root",
          params: IdParams,
          body: ProjectPriceList,
          response: { 200: ProjectPriceList, ...errors },
        },
      },
      async (request) => priceLists.setOfProject(requireActor(request), request.params.id, request.body),
    );
  };
}
