import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyParams } from '../../../common/schemas/admin';
import { CheckFinding, CheckSettings, UpdateCheckSettingsBody } from '../../../common/schemas/checks';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { createChecksService } from './checks.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function checksRoutes(deps: { db: Db }) {
  const checks = createChecksService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/projects/:id/checks',
      {
        schema: {
          tags: ['projects'],
          summary: "Standards checks of the project's drawings (DESIGN §17): TIA-568 channel length, NEC conduit fill, TIA-606 identifiers, unscaled drawings, loose run ends",
          params: IdParams,
          response: { 200: z.array(CheckFinding), ...errors },
        },
      },
      async (request) => checks.ofProject(requireActor(request), request.params.id),
    );

    app.get(
      '/api/companies/:id/check-settings',
      {
        schema: {
          tags: ['companies'],
          summary: "What the company's standards checks read: its cables' diameters and how it names telecom rooms",
          params: CompanyParams,
          response: { 200: CheckSettings, ...errors },
        },
      },
      async (request) => checks.settings(requireActor(request), request.params.id),
    );

    app.put(
      '/api/companies/:id/check-settings',
      {
        schema: {
          tags: ['companies'],
          summary: "Set the company's cable catalogue (the whole list) and telecom-room naming — its admins and root",
          params: CompanyParams,
          body: UpdateCheckSettingsBody,
          response: { 200: CheckSettings, ...errors },
        },
      },
      async (request) => checks.setSettings(requireActor(request), request.params.id, request.body),
    );
  };
}
