import { z } from 'zod';
import { Text } from './text';
import { LocationTypeSchema } from './templates';

// Review and handoff (DESIGN §16, issue 27): completing a location submits it for review; a
// company admin (or root) approves it or returns it with a comment; locations and buildings are
// assigned to a surveyor, a building's assignee being the default for its locations.

export const REVIEW_STATES = ['pending', 'approved', 'returned'] as const;
export const ReviewState = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ReviewState>;

/** A location's review; null on a location never submitted. */
export const SurveyReview = z
  .object({
    state: ReviewState,
    /** Who set this state and when: the submitter (pending), the reviewer (approved, returned). */
    by: z.uuid().nullable(),
    at: z.iso.datetime().nullable(),
    /** The office's comment: required to return, shown on the location until it is completed again. */
    comment: z.string().nullable(),
    /** Who completed it last: a return goes back to them when nobody is assigned. */
    submittedBy: z.uuid().nullable(),
  })
  .meta({ id: 'SurveyReview' });
export type SurveyReview = z.infer<typeof SurveyReview>;

export const REVIEW_DECISIONS = ['approve', 'return'] as const;
export const ReviewDecision = z.enum(REVIEW_DECISIONS);
export type ReviewDecision = z.infer<typeof ReviewDecision>;

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** POST /api/surveys/{id}/review. A return without a comment answers 422 (the surveyor must know why). */
export const ReviewBody = z.strictObject({
  decision: ReviewDecision,
  comment: Text.trim().max(REVIEW_COMMENT_MAX_LENGTH).nullish(),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

/** PUT /api/surveys/{id}/assignee and /api/buildings/{id}/assignee: a user of the company, or null for nobody. */
export const AssigneeBody = z.strictObject({ userId: z.uuid().nullable() });
export type AssigneeBody = z.infer<typeof AssigneeBody>;

/** A building's assignee, as PUT /api/buildings/{id}/assignee answers it. */
export const BuildingAssignee = z.object({ buildingId: z.uuid(), assigneeId: z.uuid().nullable() }).meta({ id: 'BuildingAssignee' });
export type BuildingAssignee = z.infer<typeof BuildingAssignee>;

/** A location in the caller's work list. */
export const WorkItem = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    projectName: z.string(),
    locationType: LocationTypeSchema,
    instanceName: z.string().nullable(),
    buildingId: z.uuid().nullable(),
    progress: z.number().int(),
    isCompleted: z.boolean(),
    review: SurveyReview.nullable(),
    /** Effective: its own, else its building's. */
    assigneeId: z.uuid().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'WorkItem' });
export type WorkItem = z.infer<typeof WorkItem>;

/**
 * GET /api/me/work, each newest first: assigned to the caller and not completed (returned ones
 * apart); returned to the caller (assigned to them, or submitted by them when nobody is); in
 * progress: nobody's assigned, last changed by the caller, not completed.
 */
export const MyWork = z
  .object({
    assigned: z.array(WorkItem),
    returned: z.array(WorkItem),
    inProgress: z.array(WorkItem),
  })
  .meta({ id: 'MyWork' });
export type MyWork = z.infer<typeof MyWork>;

/** POST /api/projects/{id}/complete: `force` (admins only) hands over despite what is left. */
export const CompleteProjectBody = z.strictObject({ force: z.boolean().optional() });
export type CompleteProjectBody = z.infer<typeof CompleteProjectBody>;

/** A location that keeps a project from being handed over: not approved. */
export const HandoffLocation = z.object({
  id: z.uuid(),
  instanceName: z.string().nullable(),
  locationType: LocationTypeSchema,
  isCompleted: z.boolean(),
  reviewState: ReviewState.nullable(),
});
export type HandoffLocation = z.infer<typeof HandoffLocation>;

/** A device holding unsent changes, named so that the office can call its holder. */
export const HandoffDevice = z.object({
  deviceId: z.string(),
  label: z.string(),
  userId: z.uuid(),
  userName: z.string(),
  pending: z.number().int(),
  oldestPendingAt: z.iso.datetime().nullable(),
  lastSeenAt: z.iso.datetime(),
});
export type HandoffDevice = z.infer<typeof HandoffDevice>;

/** The `details` of the 409 HANDOFF_BLOCKED answer to POST /api/projects/{id}/complete. */
export const HandoffBlockers = z.object({ locations: z.array(HandoffLocation), devices: z.array(HandoffDevice) }).meta({ id: 'HandoffBlockers' });
export type HandoffBlockers = z.infer<typeof HandoffBlockers>;
