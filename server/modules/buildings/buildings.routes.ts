import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Building, CreateBuildingBody, UpdateBuildingBody } from '../../../common/schemas/buildings';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import { hasIdempotencyKey } from '../../http/idempotency';
import { createBuildingsService, type BuildingsDeps } from './buildings.service';
import { presentBuilding } from './buildings.presenter';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function buildingsRoutes(deps: BuildingsDeps) {
  const buildings = createBuildingsService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['buildings'];

    app.get(
      '/api/projects/:id/buildings',
      { schema: { tags, summary: 'The buildings of a project, by name', params: IdParams, response: { 200: z.array(Building), ...errors } } },
      async (request) => (await buildings.list(requireActor(request), request.params.id)).map(presentBuilding),
    );

    app.post(
      '/api/projects/:id/buildings',
      {
        schema: {
          tags,
          summary: 'Add a building to a project (a client id makes a repeat answer the first); a name the project has already answers 409 BUILDING_NAME_TAKEN',
          params: IdParams,
          body: CreateBuildingBody,
          response: { 200: Building, 201: Building, ...errors, 424: ErrorResponse },
        },
      },
      async (request, reply) => {
        const { building, created } = await buildings.create(requireActor(request), request.params.id, request.body);
        return reply.code(created ? 201 : 200).send(presentBuilding(building));
      },
    );

    app.patch(
      '/api/buildings/:id',
      {
        schema: {
          tags,
          summary: 'Rename a building or change its floors; floors that locations are on cannot be taken away (409 BUILDING_FLOORS_IN_USE)',
          params: IdParams,
          body: UpdateBuildingBody,
          response: { 200: Building, ...errors },
        },
      },
      async (request) => presentBuilding(await buildings.update(requireActor(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/buildings/:id',
      {
        schema: {
          tags,
          summary: 'Delete a building no location is in (else 409 BUILDING_IN_USE); with an Idempotency-Key, one already gone is a success',
          params: IdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await buildings.remove(requireActor(request), request.params.id, { goneIsDone: hasIdempotencyKey(request) });
        return reply.code(204).send(null);
      },
    );
  };
}
