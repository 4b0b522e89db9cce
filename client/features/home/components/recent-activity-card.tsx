import { formatDateTime } from '../../../lib/dates';
import { History } from 'lucide-react';
import type { ActivityItem } from '../../../../common/schemas/stats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { relativeTime } from '../model/relative-time';

export interface RecentActivityCardProps {
  /** The latest events, newest first; undefined while they load. */
  activity?: ActivityItem[];
  failed?: boolean;
}

export function RecentActivityCard({ activity, failed = false }: RecentActivityCardProps) {
  let body;
  if (activity === undefined) {
    body = (
      <p role="status" className="py-6 text-center text-sm text-muted-foreground">
        {failed ? 'Recent activity could not be loaded.' : 'Loading...'}
      </p>
    );
  } else if (activity.length === 0) {
    body = (
      <div className="flex flex-col items-center justify-center gap-2 rounded-md border border-dashed border-border px-4 py-10 text-center">
        <History className="size-8 text-slate-400" aria-hidden="true" />
        <p className="font-medium text-foreground">No recent activity yet.</p>
        <p className="text-sm text-muted-foreground">Surveys you create or update will show up here.</p>
      </div>
    );
  } else {
    const now = new Date();
    body = (
      <ol className="divide-y divide-border">
        {activity.map((item) => (
          <li key={item.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <p className="min-w-0 text-sm break-words text-foreground">{item.summary}</p>
            <time
              dateTime={item.createdAt}
              title={formatDateTime(item.createdAt)}
              className="shrink-0 text-xs text-muted-foreground"
            >
              {relativeTime(item.createdAt, now)}
            </time>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activity</CardTitle>
        <CardDescription>The latest changes to your projects and surveys.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
