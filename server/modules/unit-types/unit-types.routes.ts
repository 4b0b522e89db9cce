import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { CreateUnitTypeBody, UnitType, UpdateUnitTypeBody } from '../../../common/schemas/unit-types';
import { requireActor } from '../../auth/authenticate';
import { hasIdempotencyKey } from '../../http/idempotency';
import { createUnitTypesService, type UnitTypesDeps } from './unit-types.service';
import { presentUnitType } from './unit-types.presenter';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function unitTypesRoutes(deps: UnitTypesDeps) {
  const unitTypes = createUnitTypesService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['unit types'];

    app.get(
      '/api/projects/:id/unit-types',
      { schema: { tags, summary: 'The unit types of a project, by name, each with its typical plan’s survey id', params: IdParams, response: { 200: z.array(UnitType), ...errors } } },
      async (request) => (await unitTypes.list(requireActor(request), request.params.id)).map(presentUnitType),
    );

    app.post(
      '/api/projects/:id/unit-types',
      {
        schema: {
          tags,
          summary: 'Add a unit type with its typical floor plan (both may have client ids); a name the project has already answers 409 UNIT_TYPE_NAME_TAKEN',
          params: IdParams,
          body: CreateUnitTypeBody,
          response: { 200: UnitType, 201: UnitType, ...errors, 424: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { unitType, created } = await unitTypes.create(requireActor(request), request.params.id, request.body);
        return reply.code(created ? 201 : 200).send(presentUnitType(unitType));
      },
    );

    app.patch(
      '/api/unit-types/:id',
      { schema: { tags, summary: 'Rename a unit type (its typical plan’s name follows)', params: IdParams, body: UpdateUnitTypeBody, response: { 200: UnitType, ...errors } } },
      async (request) => presentUnitType(await unitTypes.update(requireActor(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/unit-types/:id',
      {
        schema: {
          tags,
          summary: 'Delete a unit type no unit is of (else 409 UNIT_TYPE_IN_USE), with its typical plan; with an Idempotency-Key, one already gone is a success',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await unitTypes.remove(requireActor(request), request.params.id, { goneIsDone: hasIdempotencyKey(request) });
        return reply.code(204).send(null);
      },
    );
  };
}
