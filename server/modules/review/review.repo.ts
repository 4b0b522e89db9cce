import { and, asc, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { buildings, devices, projects, surveys, users } from '../../db/schema';
import { inScope, type Scope } from '../../auth/scope';

export type ReviewSurveyRow = typeof surveys.$inferSelect;

// DESIGN §10: the site map, units' floor plans and typical plans are not locations.
const isLocation = and(ne(surveys.locationType, 'site-map'), isNull(surveys.unitSurveyId), eq(surveys.isTypicalPlan, false));

export async function findSurveyForReview(db: Db, scope: Scope, id: string): Promise<ReviewSurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), inScope(scope, surveys.companyId)))
    .limit(1);
  return row;
}

/**
 * A review decision: approved (still completed), or returned (reopened, with the comment). The
 * version moves on, so a write based on the survey as it was (a server's copy, an outbox) is
 * merged again rather than completing it anew by mistake. Only a completed survey is reviewed.
 */
export async function writeReviewDecision(
  db: Db,
  scope: Scope,
  id: string,
  decision: { state: 'approved' | 'returned'; by: string; comment: string | null },
): Promise<ReviewSurveyRow | undefined> {
  const [row] = await db
    .update(surveys)
    .set({
      reviewState: decision.state,
      reviewBy: decision.by,
      reviewAt: sql`now()`,
      reviewComment: decision.comment,
      ...(decision.state === 'returned' ? { isCompleted: false } : {}),
      version: sql`${surveys.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(surveys.id, id), eq(surveys.isCompleted, true), inScope(scope, surveys.companyId)))
    .returning();
  return row;
}

/** A write's review change (review-rules.ts): pending (submitted by `by` when submitted) or withdrawn. */
export async function writeReviewState(db: Db, scope: Scope, id: string, change: { state: 'pending' | null; by: string; submitted: boolean }) {
  const [row] = await db
    .update(surveys)
    .set({
      reviewState: change.state,
      reviewBy: change.state ? change.by : null,
      reviewAt: change.state ? sql`now()` : null,
      // A returned location's comment shows until it is completed again.
      reviewComment: null,
      ...(change.submitted ? { submittedBy: change.by } : {}),
    })
    // Only while the survey is as the change left it: a return landing in between (reopened) is kept.
    .where(and(eq(surveys.id, id), eq(surveys.isCompleted, change.state === 'pending'), inScope(scope, surveys.companyId)))
    .returning();
  return row;
}

/** An approved location changed by something else than its own write (its floor plan, a photo) goes back to pending. */
export async function unapprove(db: Db, scope: Scope, id: string, by: string) {
  const [row] = await db
    .update(surveys)
    .set({ reviewState: 'pending', reviewBy: by, reviewAt: sql`now()`, reviewComment: null })
    .where(and(eq(surveys.id, id), eq(surveys.reviewState, 'approved'), inScope(scope, surveys.companyId)))
    .returning();
  return row;
}

export async function setSurveyAssignee(db: Db, scope: Scope, id: string, assigneeId: string | null) {
  const [row] = await db
    .update(surveys)
    .set({ assigneeId })
    .where(and(eq(surveys.id, id), inScope(scope, surveys.companyId)))
    .returning();
  return row;
}

export async function setBuildingAssignee(db: Db, scope: Scope, id: string, assigneeId: string | null) {
  const [row] = await db
    .update(buildings)
    .set({ assigneeId, updatedAt: sql`now()` })
    .where(and(eq(buildings.id, id), inScope(scope, buildings.companyId)))
    .returning();
  return row;
}

/** A user of this company (an assignee must be one), with their name. */
export async function findCompanyMember(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return row;
}

/** A building's assignee, for a survey in it (who a return goes back to). */
export async function buildingAssignee(db: Db, scope: Scope, buildingId: string | null): Promise<string | null> {
  if (!buildingId) return null;
  const [row] = await db
    .select({ assigneeId: buildings.assigneeId })
    .from(buildings)
    .where(and(eq(buildings.id, buildingId), inScope(scope, buildings.companyId)))
    .limit(1);
  return row?.assigneeId ?? null;
}

export async function projectName(db: Db, projectId: string): Promise<string | null> {
  const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row?.name ?? null;
}

/** The most locations each list of My work holds. */
const WORK_LIMIT = 500;

/**
 * The locations that may be the user's work (assigned to them, returned to them, last changed by
 * them), in projects not completed, newest first; the service sorts them into the lists.
 */
export async function workCandidates(db: Db, scope: Scope, userId: string) {
  const effective = sql`coalesce(${surveys.assigneeId}, ${buildings.assigneeId})`;
  return db
    .select({ survey: surveys, projectName: projects.name, buildingAssigneeId: buildings.assigneeId })
    .from(surveys)
    .innerJoin(projects, eq(projects.id, surveys.projectId))
    .leftJoin(buildings, eq(buildings.id, surveys.buildingId))
    .where(
      and(
        inScope(scope, surveys.companyId),
        isLocation,
        ne(projects.status, 'completed'),
        or(sql`${effective} = ${userId}`, and(eq(surveys.reviewState, 'returned'), eq(surveys.submittedBy, userId)), and(eq(surveys.updatedBy, userId), eq(surveys.isCompleted, false))),
      ),
    )
    .orderBy(desc(surveys.updatedAt), desc(surveys.id))
    .limit(WORK_LIMIT * 3);
}

/** The project's locations not approved, in the order the project lists them. */
export async function locationsNotApproved(db: Db, scope: Scope, projectId: string) {
  return db
    .select({ id: surveys.id, instanceName: surveys.instanceName, locationType: surveys.locationType, isCompleted: surveys.isCompleted, reviewState: surveys.reviewState })
    .from(surveys)
    .where(and(eq(surveys.projectId, projectId), inScope(scope, surveys.companyId), isLocation, sql`${surveys.reviewState} is distinct from 'approved'`))
    .orderBy(asc(surveys.locationType), asc(surveys.instanceNumber));
}

/**
 * The devices of the company's people holding unsent changes that may be about the project: those
 * that named it, and those that named no project.
 */
export async function devicesHoldingChanges(db: Db, companyId: string, projectId: string) {
  return db
    .select({ device: devices, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(and(eq(devices.companyId, companyId), gt(devices.pending, 0), or(isNull(devices.projectIds), sql`${projectId}::uuid = any(${devices.projectIds})`)))
    .orderBy(desc(devices.lastSeenAt));
}
