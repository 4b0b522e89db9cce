import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { CreateWebhookBody, CreatedWebhook, Webhook, WebhookDelivery, WebhookDeliveryParams, WebhookListQuery } from '../../../common/schemas/webhooks';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import type { WebhookTargets } from './webhook-target';
import { createWebhooksService, type WebhookDispatch, type WebhookEvents } from './webhooks.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function webhooksRoutes(deps: { db: Db; events: WebhookEvents; dispatch?: WebhookDispatch; targets: WebhookTargets }) {
  const hooks = createWebhooksService(deps.db, deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    app.post(
      '/api/admin/webhooks',
      {
        schema: {
          tags,
          summary: 'Subscribe a URL to the company’s events (admins, root naming the company; at most 20 hooks a company); the signing secret is answered this once',
          body: CreateWebhookBody,
          response: { 201: CreatedWebhook, ...errors, 409: ErrorResponse },
        },
      },
      async (request, reply) => reply.code(201).send(await hooks.create(requireActor(request), request.body)),
    );

    app.get(
      '/api/admin/webhooks',
      { schema: { tags, summary: 'The company’s webhooks, each with its recent deliveries', querystring: WebhookListQuery, response: { 200: z.array(Webhook), ...errors } } },
      async (request) => hooks.list(requireActor(request), request.query.companyId),
    );

    app.delete(
      '/api/admin/webhooks/:id',
      { schema: { tags, summary: 'Delete a webhook with its delivery log', params: IdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await hooks.remove(requireActor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
      { schema: { tags, summary: 'Send a delivery again, its attempts counted afresh', params: WebhookDeliveryParams, response: { 202: WebhookDelivery, ...errors } } },
      async (request, reply) => reply.code(202).send(await hooks.redeliver(requireActor(request), request.params.id, request.params.deliveryId)),
    );
  };
}
