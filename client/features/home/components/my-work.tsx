import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck, ChevronRight, Loader2, MessageSquareWarning, RefreshCw } from 'lucide-react';
import type { WorkItem } from '../../../../common/schemas/review';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, getErrorMessage } from '../../../lib/api-client';
import { workQueries } from '../../../lib/work-queries';
import { locationPath, notificationPath, notificationText, workItemName, workSections } from '../model/my-work';

function WorkRow({ item, showComment }: { item: WorkItem; showComment: boolean }) {
  const comment = showComment ? item.review?.comment : null;
  return (
    <li>
      <Link
        to={locationPath(item)}
        className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">{workItemName(item)}</span>
          <span className="block text-sm text-muted-foreground break-words">
            {item.projectName} · {item.progress}%
          </span>
          {comment && (
            <span className="mt-1 flex gap-1.5 text-sm text-red-900">
              <MessageSquareWarning className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
              <span className="break-words">{comment}</span>
            </span>
          )}
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** My work (issue 27): returned, assigned and in-progress locations, each opening its form. */
export function MyWorkCard() {
  const work = useQuery(workQueries.mine());
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">My work</CardTitle>
        {work.isError && (
          <Button variant="outline" onClick={() => void work.refetch()}>
            <RefreshCw aria-hidden="true" />
            Reload
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-3">
        {work.data ? (
          workSections(work.data).map((section) => (
            <section key={section.key} aria-labelledby={`work-${section.key}`} className="grid content-start gap-1">
              <h3 id={`work-${section.key}`} className="flex items-center gap-2 text-sm font-semibold">
                {section.title}
                <Badge variant="secondary">{section.items.length}</Badge>
              </h3>
              {section.items.length === 0 ? (
                <p className="text-sm text-muted-foreground">{section.empty}</p>
              ) : (
                <ul className="grid gap-0.5">
                  {section.items.map((item) => (
                    <WorkRow key={item.id} item={item} showComment={section.key === 'returned'} />
                  ))}
                </ul>
              )}
            </section>
          ))
        ) : work.isError ? (
          <p className="text-sm text-muted-foreground">Your work could not be loaded.</p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading your work...
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Notifications with the unread count; opening one or "Mark all read" marks them read. */
export function NotificationsCard() {
  const queryClient = useQueryClient();
  const notifications = useQuery(workQueries.notifications());
  const markRead = useMutation({
    mutationFn: (ids: string[] | undefined) => apiRequest('POST', '/api/me/notifications/read', ids ? { ids } : {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workQueries.notifications().queryKey }),
    onError: (error) => toast({ title: 'Not marked read', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  const data = notifications.data;
  const unread = data?.unread ?? 0;
  // The header's bell opens Home at this card.
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const loaded = data !== undefined;
  useEffect(() => {
    if (hash === '#notifications' && loaded) card.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  return (
    <Card ref={card} id="notifications" className="scroll-mt-20">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Bell className="size-5" aria-hidden="true" />
          Notifications
          {unread > 0 && (
            <Badge className="bg-red-700" aria-label={`${unread} unread`}>
              {unread}
            </Badge>
          )}
        </CardTitle>
        {unread > 0 && (
          <Button variant="outline" onClick={() => markRead.mutate(undefined)} disabled={markRead.isPending}>
            {markRead.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
            Mark all read
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {!data ? (
          <p className="text-sm text-muted-foreground">{notifications.isError ? 'Notifications could not be loaded.' : 'Loading notifications...'}</p>
        ) : data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notifications.</p>
        ) : (
          <ul className="grid gap-0.5">
            {data.items.map((item) => {
              const path = notificationPath(item);
              const body = (
                <span className="min-w-0 flex-1">
                  <span className={item.read ? 'block break-words' : 'block font-semibold break-words'}>
                    {!item.read && <span className="sr-only">Unread: </span>}
                    {notificationText(item)}
                  </span>
                  {item.projectName && <span className="block text-sm text-muted-foreground">{item.projectName}</span>}
                  {item.text && <span className="block text-sm break-words text-muted-foreground">“{item.text}”</span>}
                </span>
              );
              const open = () => {
                if (!item.read) markRead.mutate([item.id]);
              };
              return (
                <li key={item.id}>
                  {path ? (
                    <Link to={path} onClick={open} className="flex min-h-11 items-center gap-3 rounded-md px-2 py-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                      {body}
                      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    </Link>
                  ) : (
                    <div className="flex min-h-11 items-center gap-3 px-2 py-2">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
