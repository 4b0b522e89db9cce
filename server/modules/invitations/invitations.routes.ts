import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptedInvitation,
  CreateInvitationBody,
  Invitation,
  InvitationParams,
  InvitationsQuery,
  InvitationTokenParams,
  PublicInvitation,
} from '../../../common/schemas/admin';
import { ErrorResponse } from '../../../common/schemas/common';
import { requireActor } from '../../auth/authenticate';
import { presentUser } from '../accounts/user.presenter';
import { presentInvitation } from './invitations.presenter';
import { createInvitationsService, type InvitationsDeps } from './invitations.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function invitationsRoutes(deps: InvitationsDeps) {
  const invitations = createInvitationsService(deps);

  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['invitations'];

    app.get(
      '/api/admin/invitations',
      {
        schema: {
          tags,
          summary: 'Invitations: any company for root, the caller’s own for a company admin',
          querystring: InvitationsQuery,
          response: { 200: z.array(Invitation), ...errors },
        },
      },
      async (request) => (await invitations.list(requireActor(request), request.query)).map(presentInvitation),
    );

    app.post(
      '/api/admin/invitations',
      {
        schema: {
          tags,
          summary: 'Invite an email address to a company; replaces its pending invitations there',
          body: CreateInvitationBody,
          response: { 201: Invitation, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(presentInvitation(await invitations.create(requireActor(request), request.body))),
    );

    app.delete(
      '/api/admin/invitations/:id',
      { schema: { tags, summary: 'Delete an invitation; its link stops working', params: InvitationParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await invitations.remove(requireActor(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/invitations/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'What an invitation link offers (no session needed)',
          params: InvitationTokenParams,
          response: { 200: PublicInvitation, ...errors },
        },
      },
      async (request) => invitations.describe(request.params.token),
    );

    app.post(
      '/api/invitations/:token/accept',
      {
        schema: {
          tags,
          summary: 'Join the invitation’s company with its role (signed in, no company yet, same email)',
          params: InvitationTokenParams,
          response: { 200: AcceptedInvitation, ...errors },
        },
      },
      async (request) => presentUser(await invitations.accept(requireActor(request), request.params.token)),
    );
  };
}
