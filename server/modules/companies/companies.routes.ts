import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyParams, CreateCompanyBody, UpdateCompanyBody } from '../../../common/schemas/admin';
import { ErrorResponse } from '../../../common/schemas/common';
import { Company, QuantitySettings, UpdateQuantitySettingsBody } from '../../../common/schemas/companies';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { presentCompany } from './companies.presenter';
import { createCompaniesService } from './companies.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function companiesRoutes(deps: { db: Db }) {
  const companies = createCompaniesService(deps.db);

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
      async (request) => (await companies.list(requireActor(request))).map(presentCompany),
    );

    app.post(
      '/api/companies',
      { schema: { tags, summary: 'Create a company (root)', body: CreateCompanyBody, response: { 201: Company, ...errors } } },
      async (request, reply) => reply.code(201).send(presentCompany(await companies.create(requireActor(request), request.body))),
    );

    app.put(
      '/api/companies/:id',
      {
        schema: {
          tags,
          summary: 'Rename or re-describe a company (root)',
          params: CompanyParams,
          body: UpdateCompanyBody,
          response: { 200: Company, ...errors },
        },
      },
      async (request) => presentCompany(await companies.update(requireActor(request), request.params.id, request.body)),
    );

    app.get(
      '/api/companies/:id/quantity-settings',
      {
        schema: {
          tags,
          summary: "The company's own run kinds and the quantity allowances its projects start from (issue 14)",
          params: CompanyParams,
          response: { 200: QuantitySettings, ...errors },
        },
      },
      async (request) => companies.quantitySettings(requireActor(request), request.params.id),
    );

    app.put(
      '/api/companies/:id/quantity-settings',
      {
        schema: {
          tags,
          summary: "Set the company's own run kinds (the whole list) and allowances (those given) — its admins and root",
          params: CompanyParams,
          body: UpdateQuantitySettingsBody,
          response: { 200: QuantitySettings, ...errors },
        },
      },
      async (request) => companies.setQuantitySettings(requireActor(request), request.params.id, request.body),
    );

    app.delete(
      '/api/companies/:id',
      {
        schema: {
          tags,
          summary: 'Delete a company that has no users or projects left (root)',
          params: CompanyParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await companies.remove(requireActor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
