import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActivityPage, ActivityQuery } from '../../../common/schemas/activity';
import { CreateCommentBody, SurveyComment } from '../../../common/schemas/comments';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import { createCommentsService, type CommentsDeps } from './comments.service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export function commentsRoutes(deps: CommentsDeps) {
  const comments = createCommentsService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['review'];

    app.get(
      '/api/surveys/:id/comments',
      { schema: { tags, summary: 'A location’s comments, oldest first', params: IdParams, response: { 200: z.array(SurveyComment), ...errors } } },
      async (request) => comments.list(requireActor(request), request.params.id),
    );

    app.post(
      '/api/surveys/:id/comments',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Comment on a location; each @name (first name, first and last name, or email name) notifies that colleague. A client id makes a repeat answer the first',
          params: IdParams,
          body: CreateCommentBody,
          response: { 200: SurveyComment, 201: SurveyComment, ...errors },
        },
      },
      async (request, reply) => {
        const { comment, created } = await comments.create(requireActor(request), request.params.id, request.body);
        return reply.code(created ? 201 : 200).send(comment);
      },
    );

    app.get(
      '/api/surveys/:id/activity',
      {
        schema: {
          tags,
          summary:
            'A location’s history from the audit log, newest first: fields changed (before → after), drawing elements, photos, reviews, comments, assignments. Paged: ?limit= and ?cursor= (the nextCursor of the page before)',
          params: IdParams,
          querystring: ActivityQuery,
          response: { 200: ActivityPage, ...errors },
        },
      },
      async (request) => comments.activity(requireActor(request), request.params.id, request.query),
    );
  };
}
