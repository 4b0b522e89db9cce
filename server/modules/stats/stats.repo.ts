import { and, desc, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditEvents, photos, projects, surveys, users } from '../../db/schema';
import { inScope, type Scope } from '../../auth/scope';

export async function countActiveProjects(db: Db, scope: Scope) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(inScope(scope, projects.companyId), ne(projects.status, 'completed')));
  return row?.n ?? 0;
}

/** Locations (every survey but site maps, units' floor plans and typical plans) in all the caller's projects, and how many are complete. */
export async function countLocations(db: Db, scope: Scope) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${surveys.isCompleted})::int`,
    })
    .from(surveys)
    .where(and(inScope(scope, surveys.companyId), ne(surveys.locationType, 'site-map'), isNull(surveys.unitSurveyId), eq(surveys.isTypicalPlan, false)));
  return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
}

export async function countPhotos(db: Db, scope: Scope) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(photos).where(inScope(scope, photos.companyId));
  return row?.n ?? 0;
}

const WORK_ACTIONS = ['project.%', 'survey.%', 'photo.%'];

export async function recentWork(db: Db, scope: Scope, limit: number) {
  return db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      data: auditEvents.data,
      createdAt: auditEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        inScope(scope, auditEvents.companyId),
        or(...WORK_ACTIONS.map((pattern) => like(auditEvents.action, pattern))),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}

