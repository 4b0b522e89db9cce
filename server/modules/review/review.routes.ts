import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Building } from '../../../common/schemas/buildings';
import { ErrorResponse } from '../../../common/schemas/common';
import { IdParams, Project } from '../../../common/schemas/projects';
import { AssigneeBody, CompleteProjectBody, MyWork, ReviewBody } from '../../../common/schemas/review';
import { Survey } from '../../../common/schemas/surveys';
import { requireActor } from '../../auth/authenticate';
import { scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import { presentBuilding } from '../buildings/buildings.presenter';
import { presentPhoto } from '../photos/photos.presenter';
import { photosOfSurveys } from '../photos/photos.service';
import { presentProject } from '../projects/projects.presenter';
import { presentSurvey } from '../surveys/surveys.presenter';
import { presentationOf } from '../surveys/surveys.service';
import { createReviewService, type ReviewDeps } from './review.service';
import type { ReviewSurveyRow } from './review.repo';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse };

export function reviewRoutes(deps: ReviewDeps) {
  const review = createReviewService(deps);

  /** A survey as GET /api/surveys/{id} answers it. */
  async function presentOne(actor: UserRow, row: ReviewSurveyRow) {
    const scope = scopeOf(actor);
    const photos = await photosOfSurveys(deps.db, scope, [row.id]);
    return presentSurvey(row, photos.map(presentPhoto), (await presentationOf(deps.db, scope, [row]))(row));
  }

  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['review'];

    app.post(
      '/api/surveys/:id/review',
      {
        // An outbox or a double click may send a decision twice: with an Idempotency-Key it runs once.
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Approve a submitted location, or return it with a comment (required, else 422): it reopens with review.state returned until completed again. Company admins and root; a completed location only (else 409)',
          params: IdParams,
          body: ReviewBody,
          response: { 200: Survey, ...errors },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        return presentOne(actor, await review.review(actor, request.params.id, request.body));
      },
    );

    app.put(
      '/api/surveys/:id/assignee',
      {
        schema: {
          tags,
          summary: 'Assign a location to a user of its company (another company’s user is a 404), or to nobody (null: its building’s assignee, if any). Company admins and root',
          params: IdParams,
          body: AssigneeBody,
          response: { 200: Survey, ...errors },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        return presentOne(actor, await review.assignSurvey(actor, request.params.id, request.body.userId));
      },
    );

    app.put(
      '/api/buildings/:id/assignee',
      {
        schema: {
          tags,
          summary: 'Assign a building to a user of its company, or to nobody: the default assignee of its locations. Company admins and root',
          params: IdParams,
          body: AssigneeBody,
          response: { 200: Building, ...errors },
        },
      },
      async (request) => presentBuilding(await review.assignBuilding(requireActor(request), request.params.id, request.body.userId)),
    );

    app.get(
      '/api/me/work',
      {
        schema: {
          tags,
          summary: 'The caller’s locations, newest first: assigned to them, returned to them (with the office’s comment), in progress (nobody’s assigned, last changed by them)',
          response: { 200: MyWork, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => review.myWork(requireActor(request)),
    );

    app.post(
      '/api/projects/:id/complete',
      {
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Hand a project over: its status becomes completed and project.completed is sent. 409 HANDOFF_BLOCKED with details {locations, devices} while locations are not approved or devices of its company hold unsent changes, unless {force: true} from an admin',
          params: IdParams,
          body: CompleteProjectBody,
          response: { 200: Project, ...errors },
        },
      },
      async (request) => presentProject(await review.complete(requireActor(request), request.params.id, request.body)),
    );
  };
}
