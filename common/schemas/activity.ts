import { z } from 'zod';
import { ColumnIntFromText } from './integers';

// A location's activity (DESIGN §16), read from the audit log, newest first: who changed which
// field from what to what, which drawing elements, which photos, reviews, comments, assignments.

export const ACTIVITY_KINDS = ['created', 'changed', 'completed', 'photo', 'review', 'comment', 'assigned'] as const;

export const FieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof FieldChange>;

export const ActivityEntry = z
  .object({
    /** Also the cursor of the page after it. */
    id: z.string(),
    kind: z.enum(ACTIVITY_KINDS),
    /** The audit log's action name (survey.update, photo.upload, survey.review…). */
    action: z.string(),
    actorId: z.uuid().nullable(),
    actorName: z.string().nullable(),
    at: z.iso.datetime(),
    /** Changed fields with their earlier and new values (a field's earlier value can be restored by a normal edit). */
    fields: z.array(FieldChange),
    /** Drawing elements added, changed and removed, by id. */
    elements: z.object({ added: z.array(z.string()), changed: z.array(z.string()), removed: z.array(z.string()) }).nullable(),
    /** The photo of a photo entry. */
    photoId: z.string().nullable(),
    /** A review's decision ('approve' | 'return'), an assignment's user, a comment's or review's text. */
    decision: z.string().nullable(),
    assigneeId: z.uuid().nullable(),
    text: z.string().nullable(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ACTIVITY_PAGE_MAX = 200;

export const ActivityQuery = z.strictObject({
  /** The last entry's id of the page before. */
  cursor: ColumnIntFromText.min(1).optional(),
  limit: ColumnIntFromText.min(1).max(ACTIVITY_PAGE_MAX).default(50),
});

export const ActivityPage = z
  .object({ items: z.array(ActivityEntry), nextCursor: z.string().nullable() })
  .meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof ActivityPage>;
