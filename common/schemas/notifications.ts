import { z } from 'zod';

// What someone should know (DESIGN §16): a location returned to them, a location or building
// assigned to them, a comment mentioning them.

export const NOTIFICATION_KINDS = ['returned', 'assigned', 'mentioned'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);

export const Notification = z
  .object({
    id: z.uuid(),
    kind: NotificationKind,
    actorId: z.uuid().nullable(),
    actorName: z.string().nullable(),
    projectId: z.uuid().nullable(),
    surveyId: z.uuid().nullable(),
    buildingId: z.uuid().nullable(),
    /** The location's or building's name, as it was. */
    subjectName: z.string().nullable(),
    projectName: z.string().nullable(),
    /** The office's comment (returned) or the comment's text (mentioned). */
    text: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

/** GET /api/me/notifications: the newest, and how many are unread in all. */
export const NotificationList = z.object({ items: z.array(Notification), unread: z.number().int() }).meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationList>;

/** POST /api/me/notifications/read: these, or all of the caller's without `ids`. */
export const ReadNotificationsBody = z.strictObject({ ids: z.array(z.uuid()).min(1).max(500).optional() });
export type ReadNotificationsBody = z.infer<typeof ReadNotificationsBody>;

export const UnreadCount = z.object({ unread: z.number().int() });
