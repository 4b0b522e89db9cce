import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { CreateProjectSurveyBody, CreateSurveyBody, Survey, UpdateSurveyBody } from '../../../common/schemas/surveys';
import { requireActor } from '../../auth/authenticate';
import { createSurveysService, type SurveysDeps } from './surveys.service';
import { presentSurvey } from './surveys.presenter';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 422: ErrorResponse };

export function surveysRoutes(deps: SurveysDeps) {
  const surveys = createSurveysService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['surveys'];

    app.get(
      '/api/projects/:id/surveys',
      { schema: { tags, summary: 'The surveys of a project, by type and instance number', params: IdParams, response: { 200: z.array(Survey), ...errors } } },
      async (request) => (await surveys.list(requireActor(request), request.params.id)).map((s) => presentSurvey(s)),
    );

    app.post(
      '/api/projects/:id/surveys',
      { schema: { tags, summary: 'Create a survey in a project', params: IdParams, body: CreateProjectSurveyBody, response: { 200: Survey, 201: Survey, ...errors } } },
      async (request, reply) => {
        const { survey, created } = await surveys.create(requireActor(request), { ...request.body, projectId: request.params.id });
        return reply.code(created ? 201 : 200).send(presentSurvey(survey));
      },
    );

    app.post(
      '/api/surveys',
      { schema: { tags, summary: 'Create a survey', body: CreateSurveyBody, response: { 200: Survey, 201: Survey, ...errors } } },
      async (request, reply) => {
        const { survey, created } = await surveys.create(requireActor(request), request.body);
        return reply.code(created ? 201 : 200).send(presentSurvey(survey));
      },
    );

    app.get('/api/surveys/:id', { schema: { tags, summary: 'One survey', params: IdParams, response: { 200: Survey, ...errors } } }, async (request) =>
      presentSurvey(await surveys.get(requireActor(request), request.params.id)),
    );

    app.patch(
      '/api/surveys/:id',
      {
        bodyLimit: 48 * 1024 * 1024,
        schema: {
          tags,
          summary: 'Change a survey: changed form fields are merged; a stale baseVersion of a changed field or of the markup answers 409',
          params: IdParams,
          body: UpdateSurveyBody,
          response: { 200: Survey, ...errors },
        },
      },
      async (request) => presentSurvey(await surveys.update(requireActor(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/surveys/:id',
      { schema: { tags, summary: 'Delete a survey with its photos', params: IdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await surveys.remove(requireActor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
