import type { Notification } from '../../../../common/schemas/notifications';
import type { MyWork, WorkItem } from '../../../../common/schemas/review';
import { LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';

// My work on the home screen (issue 27): what the surveyor should pick up next, in three lists.

export interface WorkSection {
  key: keyof MyWork;
  title: string;
  empty: string;
  items: WorkItem[];
}

/** Returned first: the office is waiting on those. */
export function workSections(work: MyWork): WorkSection[] {
  return [
    { key: 'returned', title: 'Returned to you', empty: 'Nothing returned.', items: work.returned },
    { key: 'assigned', title: 'Assigned to you', empty: 'Nothing assigned to you.', items: work.assigned },
    { key: 'inProgress', title: 'In progress', empty: 'No locations in progress.', items: work.inProgress },
  ];
}

export function workItemName(item: Pick<WorkItem, 'instanceName' | 'locationType'>): string {
  return item.instanceName?.trim() || LOCATION_TYPE_INFO[item.locationType].tileTitle;
}

export const locationPath = (item: { projectId: string; id: string }) =>
  `/projects/${encodeURIComponent(item.projectId)}/surveys/${encodeURIComponent(item.id)}`;

/** Where a notification leads: its location, else its project. */
export function notificationPath(notification: Pick<Notification, 'projectId' | 'surveyId'>): string | null {
  if (notification.projectId && notification.surveyId) return locationPath({ projectId: notification.projectId, id: notification.surveyId });
  if (notification.projectId) return `/projects/${encodeURIComponent(notification.projectId)}`;
  return null;
}

/** One line for a notification, in the words of the person it is for. */
export function notificationText(notification: Pick<Notification, 'kind' | 'actorName' | 'subjectName'>): string {
  const who = notification.actorName ?? 'Someone';
  const what = notification.subjectName ?? 'a location';
  switch (notification.kind) {
    case 'returned':
      return `${who} returned ${what}`;
    case 'assigned':
      return `${who} assigned ${what} to you`;
    case 'mentioned':
      return `${who} mentioned you on ${what}`;
  }
}
