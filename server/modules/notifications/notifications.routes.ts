import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { NotificationList, ReadNotificationsBody, UnreadCount } from '../../../common/schemas/notifications';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { createNotificationsService } from './notifications.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export function notificationsRoutes(deps: { db: Db }) {
  const notifications = createNotificationsService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['review'];

    app.get(
      '/api/me/notifications',
      {
        schema: {
          tags,
          summary: 'The caller’s newest notifications (a location returned to them, assigned to them, a comment mentioning them) and how many are unread',
          response: { 200: NotificationList, ...errors },
        },
      },
      async (request) => notifications.list(requireActor(request)),
    );

    app.post(
      '/api/me/notifications/read',
      {
        config: { idempotent: true },
        schema: { tags, summary: 'Mark the caller’s notifications read: these ids, or all without ids', body: ReadNotificationsBody, response: { 200: UnreadCount, ...errors } },
      },
      async (request) => notifications.read(requireActor(request), request.body),
    );
  };
}
