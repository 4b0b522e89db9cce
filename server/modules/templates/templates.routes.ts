import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import {
  LocationTypeSchema,
  SaveTemplateBody,
  SurveyTemplate,
  TemplateVersionQuery,
  UpdateTemplateBody,
} from '../../../common/schemas/templates';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { createTemplatesService } from './templates.service';
import { presentTemplate } from './templates.presenter';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function templatesRoutes(deps: { db: Db }) {
  const templates = createTemplatesService(deps.db);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['survey templates'];

    app.get(
      '/api/survey-templates',
      {
        schema: {
          tags,
          summary: 'Templates the caller’s company can use (its own first, then the global ones)',
          querystring: z.object({ locationType: LocationTypeSchema.optional(), companyId: z.uuid().optional() }),
          response: { 200: z.array(SurveyTemplate), ...errors },
        },
      },
      async (request) => (await templates.list(requireActor(request), request.query)).map(presentTemplate),
    );

    app.get(
      '/api/survey-templates/:type/default',
      {
        schema: {
          tags,
          summary: 'The template a location type is filled against by default',
          params: z.object({ type: LocationTypeSchema }),
          querystring: z.object({ companyId: z.uuid().optional() }),
          response: { 200: SurveyTemplate, ...errors },
        },
      },
      async (request) => presentTemplate(await templates.getDefault(requireActor(request), request.params.type, request.query.companyId)),
    );

    app.get(
      '/api/survey-templates/:id',
      {
        schema: { tags, summary: 'One template, at its current or a given version', params: IdParams, querystring: TemplateVersionQuery, response: { 200: SurveyTemplate, ...errors } },
      },
      async (request) => presentTemplate(await templates.get(requireActor(request), request.params.id, request.query.version)),
    );

    app.post(
      '/api/survey-templates',
      { schema: { tags, summary: 'Create or version a template (admin: their company’s; root: global)', body: SaveTemplateBody, response: { 200: SurveyTemplate, ...errors } } },
      async (request) => presentTemplate(await templates.create(requireActor(request), request.body)),
    );

    app.patch(
      '/api/survey-templates/:id',
      { schema: { tags, summary: 'Save a template as a new version', params: IdParams, body: UpdateTemplateBody, response: { 200: SurveyTemplate, ...errors } } },
      async (request) => presentTemplate(await templates.update(requireActor(request), request.params.id, request.body)),
    );
  };
}
