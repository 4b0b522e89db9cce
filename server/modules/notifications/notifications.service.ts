import type { Notification, NotificationList, ReadNotificationsBody } from '../../../common/schemas/notifications';
import { companyScope } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { countUnread, insertNotifications, listUserNotifications, markRead, type NewNotification } from './notifications.repo';

// What someone should know (DESIGN §16): a location returned to them, assigned to them, a comment
// mentioning them. Written by the change that causes it, in its transaction.

/** How many notifications the list answers (the unread count counts them all). */
const LIST_LIMIT = 100;

/** The words a notification shows, kept as they were when it was made. */
export interface NotificationWords {
  subjectName?: string | null;
  projectName?: string | null;
  text?: string | null;
}

export type Notice = Omit<NewNotification, 'data' | 'companyId'> & { words: NotificationWords };

/**
 * Notifies people of one company: nobody of their own doing, each person once per notice kind
 * and subject. Call it with the transaction of the change.
 */
export async function notify(tx: Db, companyId: string, notices: readonly Notice[]) {
  const seen = new Set<string>();
  const rows: NewNotification[] = [];
  for (const { words, ...notice } of notices) {
    const key = `${notice.userId}|${notice.kind}|${notice.surveyId ?? notice.buildingId}`;
    if (notice.userId === notice.actorId || seen.has(key)) continue;
    seen.add(key);
    rows.push({ ...notice, companyId, data: words });
  }
  await insertNotifications(tx, companyScope(companyId), rows);
}

const fullName = (first: string | null, last: string | null, email: string | null) => [first, last].filter(Boolean).join(' ') || email;

export function createNotificationsService({ db }: { db: Db }) {
  return {
    /** The caller's own notifications: nobody else's, whatever their role. */
    async list(actor: UserRow): Promise<NotificationList> {
      const rows = await listUserNotifications(db, actor.id, LIST_LIMIT);
      const items = rows.map(({ notification: n, actorFirstName, actorLastName, actorEmail }): Notification => {
        const words = (n.data ?? {}) as NotificationWords;
        return {
          id: n.id,
          kind: n.kind,
          actorId: n.actorId,
          actorName: n.actorId ? fullName(actorFirstName, actorLastName, actorEmail) : null,
          projectId: n.projectId,
          surveyId: n.surveyId,
          buildingId: n.buildingId,
          subjectName: words.subjectName ?? null,
          projectName: words.projectName ?? null,
          text: words.text ?? null,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        };
      });
      return { items, unread: await countUnread(db, actor.id) };
    },

    async read(actor: UserRow, body: ReadNotificationsBody) {
      await markRead(db, actor.id, body.ids);
      return { unread: await countUnread(db, actor.id) };
    },
  };
}
