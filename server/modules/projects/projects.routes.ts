import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { CreateProjectBody, IdParams, Project, UpdateProjectBody } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import { hasIdempotencyKey } from '../../http/idempotency';
import { createProjectsService, type ProjectsDeps } from './projects.service';
import { presentProject } from './projects.presenter';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function projectsRoutes(deps: ProjectsDeps) {
  const projects = createProjectsService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['projects'];

    app.get('/api/projects', { schema: { tags, summary: 'Projects of the caller’s company', response: { 200: z.array(Project), ...errors } } }, async (request) =>
      (await projects.list(requireActor(request))).map(presentProject),
    );

    app.get('/api/projects/:id', { schema: { tags, summary: 'One project', params: IdParams, response: { 200: Project, ...errors } } }, async (request) =>
      presentProject(await projects.get(requireActor(request), request.params.id)),
    );

    app.post(
      '/api/projects',
      { schema: { tags, summary: 'Create a project', body: CreateProjectBody, response: { 200: Project, 201: Project, ...errors } } },
      async (request, reply) => {
        const { project, created } = await projects.create(requireActor(request), request.body);
        return reply.code(created ? 201 : 200).send(presentProject(project));
      },
    );

    app.patch(
      '/api/projects/:id',
      { schema: { tags, summary: 'Rename, describe or change the status of a project', params: IdParams, body: UpdateProjectBody, response: { 200: Project, ...errors } } },
      async (request) => presentProject(await projects.update(requireActor(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/projects/:id',
      { schema: { tags, summary: 'Delete a project with its surveys and photos; with an Idempotency-Key, one already gone is a success', params: IdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await projects.remove(requireActor(request), request.params.id, { goneIsDone: hasIdempotencyKey(request) });
        return reply.code(204).send(null);
      },
    );
  };
}
