import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { cn } from '../lib/cn';
import { useCurrentUser } from '../lib/session';
import { workQueries } from '../lib/work-queries';
import { Button } from './ui/button';

/** Checked again this often while a screen is open, so a return or a mention shows without a reload. */
const REFRESH_MS = 60_000;

/** The header's bell (DESIGN §16): how many notifications are unread; opens them on Home. */
export function NotificationsBadge({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  const notifications = useQuery({ ...workQueries.notifications(), enabled: user !== null, refetchInterval: REFRESH_MS });
  if (!user) return null;
  const unread = notifications.data?.unread ?? 0;
  return (
    <Button asChild variant="ghost" size="icon" className={cn('relative', className)}>
      <Link to="/#notifications" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'} title="Notifications">
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </Button>
  );
}
