import { formatRecent } from '../../../lib/dates';
import { useState } from 'react';
import { AlertTriangle, Check, CloudOff, HardDrive, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { offlineSync } from '../../../offline/offline-sync';
import type { SaveState } from '../hooks/survey-save-controller';
import { useSurveySyncState } from '../hooks/use-survey-sync-state';


/** A save the server refused, with its reason (any length: it wraps on a phone) and a retry. */
export function NotSentButton({ reason, onRetry }: { reason: string | undefined; onRetry: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-11 min-w-0 shrink justify-start border-destructive/50 py-2 text-left whitespace-normal text-destructive hover:bg-red-50"
      onClick={onRetry}
    >
      <CloudOff aria-hidden="true" />
      <span className="min-w-0 break-words">Not sent: {reason ?? 'refused by the server'} — retry</span>
      <RotateCcw aria-hidden="true" />
    </Button>
  );
}

/**
 * Where the form's saving stands, next to the title. Without a connection it says, calmly, that
 * the device has everything; only a refusal by the server is shown as a problem, with retry.
 */
export function SaveStatus({
  surveyId,
  state,
  updatedAt,
  onReviewConflict,
}: {
  surveyId: string;
  state: SaveState;
  updatedAt: string;
  onReviewConflict: () => void;
}) {
  const [openedAt] = useState(() => new Date());
  const sync = useSurveySyncState(surveyId);
  let content;
  if (state.conflict) {
    content = (
      <Button variant="outline" size="sm" className="min-h-11 border-amber-400 text-amber-900 hover:bg-amber-50" onClick={onReviewConflict}>
        <AlertTriangle aria-hidden="true" />
        Conflicting changes — review
      </Button>
    );
  } else if (sync.failed) {
    const failed = sync.failed;
    content = <NotSentButton reason={failed.problem?.message} onRetry={() => void offlineSync().outbox.retry(failed.id)} />;
  } else if (sync.sending || state.committing) {
    // Sending, or keystrokes still being written to the device: "saved on this device" only once they are.
    content = (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Saving…
      </span>
    );
  } else if (sync.waiting) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-slate-700">
        <HardDrive className="size-4" aria-hidden="true" />
        Saved on this device{sync.reachable ? '' : ' · sent when you’re back online'}
      </span>
    );
  } else {
    content = (
      <span className="inline-flex items-center gap-1.5 text-green-700">
        <Check className="size-4" aria-hidden="true" />
        All changes saved · {formatRecent(updatedAt, openedAt)}
      </span>
    );
  }
  return (
    <div role="status" aria-live="polite" data-testid="form-save-status" className="flex min-h-11 items-center text-sm font-medium">
      {content}
    </div>
  );
}
