import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { BulkUnitsAnswer, BulkUnitsBody } from '../../../common/schemas/units';
import type { Photo } from '../../../common/schemas/photos';
import { requireActor } from '../../auth/authenticate';
import { scopeOf } from '../../auth/scope';
import { photosOfSurveys } from '../photos/photos.service';
import { presentPhoto } from '../photos/photos.presenter';
import { presentationOf } from '../surveys/surveys.service';
import { presentSurvey } from '../surveys/surveys.presenter';
import { createUnitsService, type UnitsDeps } from './units.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse, 424: ErrorResponse };

export function unitsRoutes(deps: UnitsDeps) {
  const units = createUnitsService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/projects/:id/units/bulk',
      {
        // One outbox entry makes a building's units (DESIGN §6): its Idempotency-Key replays the first answer.
        config: { idempotent: true },
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags: ['units'],
          summary:
            'Make units in one transaction, from a numbering pattern ({buildingId, floors, unitsPerFloor, numbering, unitTypeId?}) or a list ({units}); units already in their building under their number are found, not made again',
          params: IdParams,
          body: BulkUnitsBody,
          response: { 200: BulkUnitsAnswer, 201: BulkUnitsAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const result = await units.bulkCreate(actor, request.params.id, request.body);
        const scope = scopeOf(actor);
        const ids = result.units.map((unit) => unit.id);
        const photos = new Map<string, Photo[]>();
        for (const photo of await photosOfSurveys(deps.db, scope, ids)) photos.set(photo.surveyId, [...(photos.get(photo.surveyId) ?? []), presentPhoto(photo)]);
        const presentation = await presentationOf(deps.db, scope, result.units);
        return reply.code(result.created > 0 ? 201 : 200).send({
          created: result.created,
          existing: result.existing,
          units: result.units.map((unit) => presentSurvey(unit, photos.get(unit.id) ?? [], presentation(unit))),
        });
      },
    );
  };
}
