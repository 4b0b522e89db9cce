import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Loader2, RotateCcw } from 'lucide-react';
import type { ActivityEntry, FieldChange } from '../../../../common/schemas/activity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates';
import { surveyQueries } from '../../../lib/survey-queries';
import { activityExtras, activityTitle, fieldChangeLine, type Restore } from '../model/activity-lines';

export interface LocationHistoryProps {
  surveyId: string;
  /** Form field labels by name, so a line says "Floor", not "floor". */
  labels: Readonly<Record<string, string>>;
  /** What Restore would put back for a change, or null where there is nothing to restore. */
  restoreOf: (change: FieldChange) => Restore | null;
  /** Puts an earlier value back as a normal edit of the form (saved and recorded like any other). */
  onRestore: (restore: Restore) => void;
}

/** A location's history (issue 27): who created, changed, completed, reviewed it; a field's earlier value can be put back. */
export function LocationHistory({ surveyId, labels, restoreOf, onRestore }: LocationHistoryProps) {
  const activity = useInfiniteQuery(surveyQueries.activity(surveyId));
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const [asking, setAsking] = useState<Restore | null>(null);
  return (
    <div className="grid gap-3">
      {activity.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading history...
        </p>
      ) : activity.isError && entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">The history could not be loaded.</p>
      ) : (
        <ol aria-label="History" className="grid gap-3">
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} labels={labels} restoreOf={restoreOf} onAsk={setAsking} />
          ))}
        </ol>
      )}
      {activity.hasNextPage && (
        <Button variant="outline" className="w-fit" onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
          {activity.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
          Show earlier
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Restore ${asking?.label ?? 'this field'}?`}
        description={`${asking?.label ?? 'The field'} goes back to ${asking?.shown ?? 'its earlier value'}. It is saved like any edit and shows in the history.`}
        confirmLabel="Restore"
        onConfirm={() => {
          if (asking) onRestore(asking);
          setAsking(null);
        }}
      />
    </div>
  );
}

function HistoryEntry({
  entry,
  labels,
  restoreOf,
  onAsk,
}: {
  entry: ActivityEntry;
  labels: LocationHistoryProps['labels'];
  restoreOf: LocationHistoryProps['restoreOf'];
  onAsk: (restore: Restore) => void;
}) {
  return (
    <li className="border-l-2 border-border pl-3 text-sm">
      <p className="font-medium">{activityTitle(entry)}</p>
      <p className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</p>
      {entry.fields.map((change, index) => {
        const restore = restoreOf(change);
        const lineId = `history-${entry.id}-${index}`;
        return (
          <div key={index} className="flex flex-wrap items-center gap-x-2">
            <p id={lineId} className="min-w-0 break-words text-muted-foreground">
              {fieldChangeLine(change, labels)}
            </p>
            {restore && (
              <Button variant="ghost" className="h-11 px-2 text-primary" aria-describedby={lineId} onClick={() => onAsk(restore)}>
                <RotateCcw aria-hidden="true" />
                Restore {restore.shown}
              </Button>
            )}
          </div>
        );
      })}
      {activityExtras(entry).map((line, index) => (
        <p key={index} className="break-words text-muted-foreground">
          {line}
        </p>
      ))}
    </li>
  );
}
