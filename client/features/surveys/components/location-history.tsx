import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';
import { surveyQueries } from '../../../lib/survey-queries';
import { activityDetails, activityTitle } from '../model/activity-lines';

/** A location's history (issue 27): who created, changed, completed, reviewed it; read when opened. */
export function LocationHistory({ surveyId }: { surveyId: string }) {
  const [open, setOpen] = useState(false);
  const activity = useInfiniteQuery({ ...surveyQueries.activity(surveyId), enabled: open });
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardContent className="pt-6">
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
            <History className="size-5" aria-hidden="true" />
            History
          </summary>
          <div className="mt-3 grid gap-3">
            {activity.isPending && open ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Loading history...
              </p>
            ) : activity.isError && entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">The history could not be loaded.</p>
            ) : (
              <ol aria-label="History" className="grid gap-3">
                {entries.map((entry) => (
                  <li key={entry.id} className="border-l-2 border-border pl-3 text-sm">
                    <p className="font-medium">{activityTitle(entry)}</p>
                    <p className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</p>
                    {activityDetails(entry).map((line, index) => (
                      <p key={index} className="break-words text-muted-foreground">
                        {line}
                      </p>
                    ))}
                  </li>
                ))}
              </ol>
            )}
            {activity.hasNextPage && (
              <Button variant="outline" className="w-fit" onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
                {activity.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
                Show earlier
              </Button>
            )}
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
