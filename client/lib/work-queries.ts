import { queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '../../common/schemas/notifications';
import type { MyWork } from '../../common/schemas/review';
import { apiGet } from './api-client';

/** The caller's own work and notifications (DESIGN §16): kept on the device like every read. */
export const workQueries = {
  all: () => ['me'] as const,

  /** GET /api/me/work: assigned, returned with the office's comment, in progress. */
  mine: () =>
    queryOptions({
      queryKey: ['me', 'work'] as const,
      queryFn: ({ signal }) => apiGet<MyWork>('/api/me/work', signal),
    }),

  /** GET /api/me/notifications: the newest, and the unread count. */
  notifications: () =>
    queryOptions({
      queryKey: ['me', 'notifications'] as const,
      queryFn: ({ signal }) => apiGet<NotificationList>('/api/me/notifications', signal),
    }),
};
