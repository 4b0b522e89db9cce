import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompanyParams } from '../../../common/schemas/admin';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { ProposalSettings, UpdateProposalSettingsBody } from '../../../common/schemas/proposal';
import { requireActor } from '../../auth/authenticate';
import type { BlobStore } from '../../blobs/blob-store';
import type { Db } from '../../db/database';
import { createProposalService } from './proposal.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function proposalRoutes(deps: { db: Db; blobs: BlobStore }) {
  const proposals = createProposalService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/projects/:id/proposal.pdf',
      {
        config: { heavyOutput: true },
        schema: {
          tags: ['projects'],
          summary: "The owner's proposal (DESIGN §17): the company, the property, the scope in words per building, the site map, starred photos, the estimate's totals by section and the company's terms",
          params: IdParams,
          produces: ['application/pdf'],
          response: errors,
        },
      },
      async (request, reply) => {
        const { pdf, contentDisposition } = await proposals.pdfOfProject(requireActor(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', contentDisposition).header('cache-control', 'no-store').send(pdf as never);
      },
    );

    app.get(
      '/api/companies/:id/proposal-settings',
      { schema: { tags: ['companies'], summary: "What the company's proposals end with: its terms", params: CompanyParams, response: { 200: ProposalSettings, ...errors } } },
      async (request) => proposals.settings(requireActor(request), request.params.id),
    );

    app.put(
      '/api/companies/:id/proposal-settings',
      {
        schema: {
          tags: ['companies'],
          summary: "Set the terms the company's proposals end with (null: none) — its admins and root",
          params: CompanyParams,
          body: UpdateProposalSettingsBody,
          response: { 200: ProposalSettings, ...errors },
        },
      },
      async (request) => proposals.setSettings(requireActor(request), request.params.id, request.body),
    );
  };
}
