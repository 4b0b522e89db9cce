import type { HandoffBlockers, MyWork, ReviewBody, WorkItem } from '../../../common/schemas/review';
import type { LocationType } from '../../../common/survey/location-types';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { companyScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { BlobStore } from '../../blobs/blob-store';
import { buildingInScope } from '../buildings/buildings.service';
import { notify } from '../notifications/notifications.service';
import { createProjectsService, projectInScope } from '../projects/projects.service';
import type { WebhookEvents } from '../webhooks/webhooks.service';
import { contentChanged, isReviewedLocation, reviewAfterChange } from './review-rules';
import { reviewPolicy } from './review.policy';
import {
  buildingAssignee,
  devicesHoldingChanges,
  findCompanyMember,
  findSurveyForReview,
  locationsNotApproved,
  projectName,
  setBuildingAssignee,
  setSurveyAssignee,
  unapprove,
  workCandidates,
  writeReviewDecision,
  writeReviewState,
  type ReviewSurveyRow,
} from './review.repo';
import { presentReview } from '../surveys/surveys.presenter';

// Review and handoff (DESIGN §16): the office approves or returns submitted locations, assigns
// locations and buildings, and hands a project over once every location is approved and no
// device holds unsent changes (unless an admin forces it).

export interface ReviewDeps {
  db: Db;
  blobs: BlobStore;
  webhooks?: WebhookEvents;
}

const nameOf = (person: { firstName: string | null; lastName: string | null; email: string }) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

const aboutLocation = (survey: ReviewSurveyRow) => ({ projectId: survey.projectId, locationId: survey.id, locationType: survey.locationType, name: survey.instanceName });

/**
 * What a survey write that landed does to its review (review-rules.ts): completing submits it
 * (pending, and `location.submitted`), changing an approved one puts it back to pending (a unit's
 * floor plan puts its unit back), reopening a pending one withdraws it. The surveys' write path
 * calls it after a create or change; it answers the survey as it is now.
 */
export async function reviewAfterWrite<S extends ReviewSurveyRow>(
  db: Db,
  webhooks: WebhookEvents | undefined,
  before: ReviewSurveyRow | null,
  after: S,
  actorId: string,
): Promise<S> {
  const scope = companyScope(after.companyId);
  if (after.unitSurveyId !== null && before && contentChanged(before, after)) await unapprove(db, scope, after.unitSurveyId, actorId);
  const change = reviewAfterChange(before, after);
  if (!change) return after;
  const row = await writeReviewState(db, scope, after.id, { state: change.state, by: actorId, submitted: change.kind === 'submitted' });
  if (!row) return after;
  if (change.kind === 'submitted') await webhooks?.emit(after.companyId, 'location.submitted', { ...aboutLocation(row), submittedBy: actorId });
  return { ...after, ...row };
}

/**
 * A photo added to or taken from an approved location (or its unit's floor plan) is a change the
 * office has not seen: back to pending (DESIGN §16). The photos' service calls it after the change.
 */
export async function reviewAfterPhotoChange(db: Db, companyId: string, surveyId: string, actorId: string) {
  const scope = companyScope(companyId);
  const survey = await findSurveyForReview(db, scope, surveyId);
  if (!survey) return;
  await unapprove(db, scope, survey.unitSurveyId ?? survey.id, actorId);
}

export function createReviewService(deps: ReviewDeps) {
  const { db } = deps;
  const projects = createProjectsService(deps);

  async function surveyInScope(actor: UserRow, id: string) {
    const survey = await findSurveyForReview(db, scopeOf(actor), id);
    if (!survey) throw new AppError('NOT_FOUND', 'Survey not found.');
    return survey;
  }

  /** An assignee: a user of the company (another's, or none such, is a 404), or nobody. */
  async function assigneeOf(companyId: string, userId: string | null) {
    if (userId === null) return null;
    const member = await findCompanyMember(db, companyId, userId);
    if (!member) throw new AppError('NOT_FOUND', 'User not found.', { details: { field: 'body.userId' } });
    return member;
  }

  /** What keeps a project from being handed over: locations not approved, devices holding unsent changes. */
  /** An assignment's audit row (before → after) and, to whom it now falls, a notification. */
  async function recordAssignment(
    tx: Db,
    actor: UserRow,
    subject: { kind: 'survey' | 'building'; id: string; companyId: string; projectId: string; name: string | null },
    before: string | null,
    userId: string | null,
    assignee: Awaited<ReturnType<typeof assigneeOf>>,
  ) {
    await recordAudit(tx, {
      action: `assign.${subject.kind}`,
      actorId: actor.id,
      companyId: subject.companyId,
      subjectType: subject.kind,
      subjectId: subject.id,
      data: { projectId: subject.projectId, name: subject.name, before, assigneeId: userId, assigneeName: assignee ? nameOf(assignee) : null },
    });
    if (!userId) return;
    const words = { subjectName: subject.name, projectName: await projectName(tx, subject.projectId) };
    const about = subject.kind === 'survey' ? { surveyId: subject.id } : { buildingId: subject.id };
    await notify(tx, subject.companyId, [{ kind: 'assigned', userId, actorId: actor.id, projectId: subject.projectId, ...about, words }]);
  }

  async function blockersOf(project: { id: string; companyId: string }): Promise<HandoffBlockers> {
    const locations = await locationsNotApproved(db, companyScope(project.companyId), project.id);
    const held = await devicesHoldingChanges(db, project.companyId, project.id);
    return {
      locations: locations.map((location) => ({ ...location, locationType: location.locationType as LocationType })),
      devices: held.map(({ device, ...user }) => ({
        deviceId: device.deviceId,
        label: device.label,
        userId: device.userId,
        userName: nameOf(user),
        pending: device.pending,
        oldestPendingAt: device.oldestPendingAt?.toISOString() ?? null,
        lastSeenAt: device.lastSeenAt.toISOString(),
      })),
    };
  }

  return {
    /** Approve a submitted location, or return it with the comment that says why. */
    async review(actor: UserRow, id: string, body: ReviewBody): Promise<ReviewSurveyRow> {
      const survey = await surveyInScope(actor, id);
      authorize(reviewPolicy, actor, body.decision === 'approve' ? 'review.approve' : 'review.return', survey);
      const comment = body.comment?.trim() || null;
      if (body.decision === 'return' && !comment) {
        throw new AppError('UNPROCESSABLE', 'Say why the location is returned: a comment is required.', { details: { fields: [{ field: 'body.comment', message: 'Required to return' }] } });
      }
      if (!isReviewedLocation(survey)) throw new AppError('UNPROCESSABLE', 'Only a location is reviewed (a unit’s floor plan goes with its unit).');
      // Approving an approved location again changes nothing (a repeat of the same decision).
      if (body.decision === 'approve' && survey.reviewState === 'approved' && survey.isCompleted) return survey;
      const scope = scopeOf(actor);
      const state = body.decision === 'approve' ? 'approved' : 'returned';
      const reviewed = await db.transaction(async (tx) => {
        const row = await writeReviewDecision(tx, scope, id, { state, by: actor.id, comment });
        if (!row) return undefined;
        await recordAudit(tx, {
          action: body.decision === 'approve' ? 'review.approve' : 'review.return',
          actorId: actor.id,
          companyId: row.companyId,
          subjectType: 'survey',
          subjectId: row.id,
          data: { projectId: row.projectId, name: row.instanceName, locationType: row.locationType, decision: body.decision, comment },
        });
        if (state === 'returned') {
          const assignee = row.assigneeId ?? (await buildingAssignee(tx, scope, row.buildingId));
          const words = { subjectName: row.instanceName, projectName: await projectName(tx, row.projectId), text: comment };
          const about = { kind: 'returned' as const, actorId: actor.id, projectId: row.projectId, surveyId: row.id, words };
          await notify(tx, row.companyId, [assignee, row.submittedBy].flatMap((userId) => (userId ? [{ ...about, userId }] : [])));
        }
        return row;
      });
      if (!reviewed) throw new AppError('CONFLICT', 'Only a completed location is reviewed: this one is not submitted.');
      await deps.webhooks?.emit(reviewed.companyId, state === 'approved' ? 'location.approved' : 'location.returned', {
        ...aboutLocation(reviewed),
        reviewedBy: actor.id,
        comment,
      });
      return reviewed;
    },

    async assignSurvey(actor: UserRow, id: string, userId: string | null): Promise<ReviewSurveyRow> {
      const survey = await surveyInScope(actor, id);
      authorize(reviewPolicy, actor, 'assign.survey', survey);
      if (survey.unitSurveyId !== null || survey.isTypicalPlan) throw new AppError('UNPROCESSABLE', 'A unit’s floor plan goes with its unit: assign the unit.');
      const assignee = await assigneeOf(survey.companyId, userId);
      if (survey.assigneeId === userId) return survey;
      return db.transaction(async (tx) => {
        const row = await setSurveyAssignee(tx, scopeOf(actor), id, userId);
        if (!row) throw new AppError('NOT_FOUND', 'Survey not found.');
        await recordAssignment(tx, actor, { kind: 'survey', id: row.id, companyId: row.companyId, projectId: row.projectId, name: row.instanceName }, survey.assigneeId, userId, assignee);
        return row;
      });
    },

    async assignBuilding(actor: UserRow, id: string, userId: string | null) {
      const building = await buildingInScope(db, scopeOf(actor), id);
      authorize(reviewPolicy, actor, 'assign.building', building);
      const assignee = await assigneeOf(building.companyId, userId);
      if (building.assigneeId === userId) return building;
      return db.transaction(async (tx) => {
        const row = await setBuildingAssignee(tx, scopeOf(actor), id, userId);
        if (!row) throw new AppError('NOT_FOUND', 'Building not found.');
        await recordAssignment(tx, actor, { kind: 'building', id: row.id, companyId: row.companyId, projectId: row.projectId, name: row.name }, building.assigneeId, userId, assignee);
        return row;
      });
    },

    /** The caller's work: assigned to them, returned to them, in progress by them (common/schemas/review.ts). */
    async myWork(actor: UserRow): Promise<MyWork> {
      const rows = await workCandidates(db, scopeOf(actor), actor.id);
      const work: MyWork = { assigned: [], returned: [], inProgress: [] };
      for (const { survey, projectName: project, buildingAssigneeId } of rows) {
        const assigneeId = survey.assigneeId ?? buildingAssigneeId;
        const item: WorkItem = {
          id: survey.id,
          projectId: survey.projectId,
          projectName: project,
          locationType: survey.locationType as LocationType,
          instanceName: survey.instanceName,
          buildingId: survey.buildingId,
          progress: survey.progress,
          isCompleted: survey.isCompleted,
          review: presentReview(survey),
          assigneeId,
          updatedAt: survey.updatedAt.toISOString(),
        };
        if (survey.reviewState === 'returned') {
          if (assigneeId === actor.id || (assigneeId === null && survey.submittedBy === actor.id)) work.returned.push(item);
        } else if (!survey.isCompleted) {
          if (assigneeId === actor.id) work.assigned.push(item);
          else if (assigneeId === null && survey.updatedBy === actor.id) work.inProgress.push(item);
        }
      }
      return work;
    },

    /**
     * Hands a project over (status completed, `project.completed`): refused with 409
     * HANDOFF_BLOCKED naming the locations not approved and the devices holding unsent changes,
     * unless an admin forces it. A project completed already answers as it is.
     */
    async complete(actor: UserRow, id: string, { force = false }: { force?: boolean }) {
      const project = await projectInScope(db, scopeOf(actor), id);
      authorize(reviewPolicy, actor, force ? 'handoff.force' : 'handoff.complete', project);
      if (project.status === 'completed') return project;
      const blockers = await blockersOf(project);
      const blocked = blockers.locations.length > 0 || blockers.devices.length > 0;
      if (blocked && !force) {
        throw new AppError('HANDOFF_BLOCKED', handoffMessage(blockers), { details: blockers });
      }
      // The project's own change of status: its audit row and `project.completed`, as every completion.
      const completed = await projects.update(actor, id, { status: 'completed' });
      await recordAudit(db, {
        action: force ? 'handoff.force' : 'handoff.complete',
        actorId: actor.id,
        companyId: project.companyId,
        subjectType: 'project',
        subjectId: project.id,
        data: { name: project.name, locationsNotApproved: blockers.locations.length, devicesWithChanges: blockers.devices.map((device) => device.label) },
      });
      return completed;
    },
  };
}

/** "2 locations are not approved; Ana’s iPhone (Ana Diaz) holds 3 unsent changes." */
function handoffMessage({ locations, devices }: HandoffBlockers): string {
  const parts: string[] = [];
  if (locations.length > 0) parts.push(`${locations.length} location${locations.length === 1 ? ' is' : 's are'} not approved`);
  for (const device of devices) parts.push(`${device.label} (${device.userName}) holds ${device.pending} unsent change${device.pending === 1 ? '' : 's'}`);
  return `The project cannot be handed over yet: ${parts.join('; ')}.`;
}
