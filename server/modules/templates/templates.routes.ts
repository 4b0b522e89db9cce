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
      async (request) => {
        const actor = requireActor(request);
        return (await templates.list(actor, request.query)).map((row) => presentTemplate(row, actor));
      },
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
      async (request) => {
        const actor = requireActor(request);
        return presentTemplate(await templates.getDefault(actor, request.params.type, request.query.companyId), actor);
      },
    );

    app.get(
      '/api/survey-templates/:id',
      {
        schema: { tags, summary: 'One template, at its current or a given version', params: IdParams, querystring: TemplateVersionQuery, response: { 200: SurveyTemplate, ...errors } },
      },
      async (request) => {
        const actor = requireActor(request);
        return presentTemplate(await templates.get(actor, request.params.id, request.query.version), actor);
      },
    );

    app.post(
      '/api/survey-templates',
      { schema: { tags, summary: 'Create or version a template (admin: their company’s; root: global)', body: SaveTemplateBody, response: { 200: SurveyTemplate, ...errors } } },
      async (request) => {
        const actor = requireActor(request);
        return presentTemplate(await templates.create(actor, request.body), actor);
      },
    );

    app.patch(
      '/api/survey-templates/:id',
      { schema: { tags, summary: 'Save a template as a new version', params: IdParams, body: UpdateTemplateBody, response: { 200: SurveyTemplate, ...errors } } },
      async (request) => {
        const actor = requireActor(request);
        return presentTemplate(await templates.update(actor, request.params.id, request.body), actor);
      },
    );
  };
}
