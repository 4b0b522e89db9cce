import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { Stats } from '../../../common/schemas/stats';
import { projectProgress } from '../../../common/survey/project-progress';
import { requireActor } from '../../auth/authenticate';
import { scopeOf } from '../../auth/scope';
import type { Db } from '../../db/database';
import { activitySummary, collapseRepeats } from './activity-summary';
import { countActiveProjects, countLocations, countPhotos, recentWork } from './stats.repo';

const RECENT_ACTIVITY_LIMIT = 10;

export function statsRoutes(deps: { db: Db }) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/stats',
      { schema: { tags: ['dashboard'], summary: 'Home dashboard figures and recent activity of the caller’s company', response: { 200: Stats, 401: ErrorResponse, 403: ErrorResponse } } },
      async (request) => {
        const scope = scopeOf(requireActor(request));
        const [activeProjects, locations, photosCaptured, recent] = await Promise.all([
          countActiveProjects(deps.db, scope),
          countLocations(deps.db, scope),
          countPhotos(deps.db, scope),
          // Read more than shown: runs of autosaves collapse into one line each.
          recentWork(deps.db, scope, RECENT_ACTIVITY_LIMIT * 10),
        ]);
        return {
          activeProjects,
          completedSurveys: locations.completed,
          totalLocations: locations.total,
          photosCaptured,
          overallProgress: projectProgress(locations.completed, locations.total),
          recentActivity: collapseRepeats(recent).slice(0, RECENT_ACTIVITY_LIMIT).map((event) => {
            const actorName = [event.firstName, event.lastName].filter(Boolean).join(' ') || event.email;
            const data = event.data as Record<string, unknown> | null;
            return {
              id: event.id,
              action: event.action,
              summary: activitySummary(event.action, actorName, data),
              actorName,
              subjectType: event.subjectType,
              subjectId: event.subjectId,
              projectId: typeof data?.projectId === 'string' ? data.projectId : event.subjectType === 'project' ? event.subjectId : null,
              createdAt: event.createdAt.toISOString(),
            };
          }),
        };
      },
    );
  };
}
