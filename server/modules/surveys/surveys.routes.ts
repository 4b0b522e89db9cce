import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { CreateProjectSurveyBody, CreateSurveyBody, Survey, UpdateSurveyBody } from '../../../common/schemas/surveys';
import { requireActor } from '../../auth/authenticate';
import { createSurveysService, type SurveysDeps } from './surveys.service';
import { presentSurvey } from './surveys.presenter';
import { backgroundContentType } from './background-image';
import { AppError } from '../../http/app-error';
import { hasIdempotencyKey } from '../../http/idempotency';
import { IMAGE_CSP } from '../../http/image-answer';
import { photosOfSurveys } from '../photos/photos.service';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import { presentPhoto } from '../photos/photos.presenter';
import type { Photo } from '../../../common/schemas/photos';
import type { SurveyRow } from './surveys.repo';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 413: ErrorResponse, 422: ErrorResponse };

export function surveysRoutes(deps: SurveysDeps) {
  const surveys = createSurveysService(deps);

  // Surveys are answered with their photos' metadata (spec: survey.photos), one query per answer.
  async function present(actor: UserRow, rows: SurveyRow[]) {
    const photos = await photosOfSurveys(deps.db, scopeOf(actor), rows.map((r) => r.id));
    const bySurvey = new Map<string, Photo[]>();
    for (const photo of photos) {
      const list = bySurvey.get(photo.surveyId);
      if (list) list.push(presentPhoto(photo));
      else bySurvey.set(photo.surveyId, [presentPhoto(photo)]);
    }
    const presentation = await surveys.presentation(actor, rows);
    return rows.map((row) => presentSurvey(row, bySurvey.get(row.id) ?? [], presentation(row)));
  }
  const presentOne = async (actor: UserRow, row: SurveyRow) => (await present(actor, [row]))[0]!;
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['surveys'];

    app.get(
      '/api/projects/:id/surveys',
      { schema: { tags, summary: 'The surveys of a project, by type and instance number', params: IdParams, response: { 200: z.array(Survey), ...errors } } },
      async (request) => {
        const actor = requireActor(request);
        const rows = await surveys.list(actor, request.params.id);
        const presentation = await surveys.presentation(
          actor,
          rows.map(({ survey }) => survey),
        );
        return rows.map(({ survey, photos }) => presentSurvey(survey, photos.map(presentPhoto), presentation(survey)));
      },
    );

    app.post(
      '/api/projects/:id/surveys',
      { schema: { tags, summary: 'Create a survey in a project', params: IdParams, body: CreateProjectSurveyBody, response: { 200: Survey, 201: Survey, ...errors, 424: ErrorResponse } } },
      async (request, reply) => {
        const { survey, created } = await surveys.create(requireActor(request), { ...request.body, projectId: request.params.id });
        return reply.code(created ? 201 : 200).send(await presentOne(requireActor(request), survey));
      },
    );

    app.post(
      '/api/surveys',
      { schema: { tags, summary: 'Create a survey', body: CreateSurveyBody, response: { 200: Survey, 201: Survey, ...errors, 424: ErrorResponse } } },
      async (request, reply) => {
        const { survey, created } = await surveys.create(requireActor(request), request.body);
        return reply.code(created ? 201 : 200).send(await presentOne(requireActor(request), survey));
      },
    );

    app.get('/api/surveys/:id', { schema: { tags, summary: 'One survey', params: IdParams, response: { 200: Survey, ...errors } } }, async (request) =>
      presentOne(requireActor(request), await surveys.get(requireActor(request), request.params.id)),
    );

    app.patch(
      '/api/surveys/:id',
      {
        bodyLimit: 48 * 1024 * 1024,
        // Autosaves wait in a line of their own (SurveysDeps.writeQueue), not in admission's.
        config: { admission: 'own-line' },
        schema: {
          tags,
          summary:
            'Change a survey: changed form fields and markup element changes are merged; a stale baseVersion of a changed field or element (or of a whole markup list) answers 409',
          params: IdParams,
          body: UpdateSurveyBody,
          response: { 200: Survey, ...errors },
        },
      },
      async (request) => {
        // The write answers with the survey's photos: nothing is read again for the answer.
        const actor = requireActor(request);
        const { survey, photos } = await surveys.update(actor, request.params.id, request.body);
        return presentSurvey(survey, photos.map(presentPhoto), (await surveys.presentation(actor, [survey]))(survey));
      },
    );

    app.get(
      '/api/surveys/:id/image',
      { schema: { tags, summary: 'The survey’s map or floor-plan background image', params: IdParams } },
      async (request, reply) => {
        const survey = await surveys.get(requireActor(request), request.params.id);
        if (!survey.uploadedImageKey) throw new AppError('NOT_FOUND', 'This survey has no background image.');
        const etag = `"${survey.uploadedImageKey}"`;
        void reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable').header('content-security-policy', IMAGE_CSP);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const blob = await deps.blobs.get(survey.uploadedImageKey);
        if (!blob) throw new AppError('NOT_FOUND', 'The image file is missing.');
        return reply.type(backgroundContentType(survey.uploadedImageKey)).header('content-length', String(blob.size)).send(blob.stream);
      },
    );

    app.delete(
      '/api/surveys/:id',
      { schema: { tags, summary: 'Delete a survey with its photos; with an Idempotency-Key, one already gone is a success', params: IdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await surveys.remove(requireActor(request), request.params.id, { goneIsDone: hasIdempotencyKey(request) });
        return reply.code(204).send(null);
      },
    );
  };
}
