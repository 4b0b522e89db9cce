import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUser, AdminUsersQuery, CreatedUser, CreateUserBody, RoleBody, StatusBody, UserParams } from '../../../common/schemas/admin';
import { ErrorResponse } from '../../../common/schemas/common';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import type { SessionCache } from '../../auth/session-cache';
import { presentAdminUser } from './admin-users.presenter';
import { createAdminUsersService } from './admin-users.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function adminUsersRoutes(deps: { db: Db; sessions: SessionCache }) {
  const adminUsers = createAdminUsersService(deps.db, deps.sessions);

  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin users'];

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          summary: 'Users: any company for root, the caller’s own for a company admin',
          querystring: AdminUsersQuery,
          response: { 200: z.array(AdminUser), ...errors },
        },
      },
      async (request) => (await adminUsers.list(requireActor(request), request.query)).map(presentAdminUser),
    );

    app.post(
      '/api/admin/users',
      {
        schema: {
          tags,
          summary: 'Create a user with a temporary password, shown once',
          body: CreateUserBody,
          response: { 201: CreatedUser, ...errors },
        },
      },
      async (request, reply) => {
        const { user, temporaryPassword } = await adminUsers.create(requireActor(request), request.body);
        return reply.code(201).send({ ...presentAdminUser(user), temporaryPassword });
      },
    );

    app.patch(
      '/api/admin/users/:id/role',
      { schema: { tags, summary: 'Change a user’s role', params: UserParams, body: RoleBody, response: { 200: AdminUser, ...errors } } },
      async (request) => presentAdminUser(await adminUsers.changeRole(requireActor(request), request.params.id, request.body.role)),
    );

    app.patch(
      '/api/admin/users/:id/status',
      {
        schema: {
          tags,
          summary: 'Freeze (ends their sessions) or reactivate a user',
          params: UserParams,
          body: StatusBody,
          response: { 200: AdminUser, ...errors },
        },
      },
      async (request) => presentAdminUser(await adminUsers.changeStatus(requireActor(request), request.params.id, request.body.status)),
    );

    app.delete(
      '/api/admin/users/:id',
      { schema: { tags, summary: 'Delete a user and end their sessions', params: UserParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await adminUsers.remove(requireActor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
