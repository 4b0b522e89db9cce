import { useState } from 'react';
import { AlertTriangle, Check, CloudOff, Loader2, PencilLine, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { SaveState } from '../hooks/survey-save-controller';
import { isDirty } from '../model/form-draft';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The time alone for today's saves; a survey last saved on another day shows the date too. */
function formatSavedAt(savedAt: Date, now: Date): string {
  return savedAt.toDateString() === now.toDateString() ? timeFormat.format(savedAt) : dateTimeFormat.format(savedAt);
}

/** Where the form's saving stands, next to the title; failures and conflicts offer the way out. */
export function SaveStatus({ state, onRetry, onReviewConflict }: { state: SaveState; onRetry: () => void; onReviewConflict: () => void }) {
  const [openedAt] = useState(() => new Date());
  let content;
  if (state.saving) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Saving…
      </span>
    );
  } else if (state.conflict) {
    content = (
      <Button variant="outline" size="sm" className="min-h-11 border-amber-400 text-amber-900 hover:bg-amber-50" onClick={onReviewConflict}>
        <AlertTriangle aria-hidden="true" />
        Conflicting changes — review
      </Button>
    );
  } else if (state.failed) {
    content = (
      <Button variant="outline" size="sm" className="min-h-11 border-destructive/50 text-destructive hover:bg-red-50" onClick={onRetry}>
        <CloudOff aria-hidden="true" />
        Save failed — retry
        <RotateCcw aria-hidden="true" />
      </Button>
    );
  } else if (isDirty(state.draft)) {
    content = (
      <span className="inline-flex items-center gap-1.5 text-amber-700">
        <PencilLine className="size-4" aria-hidden="true" />
        Unsaved changes
      </span>
    );
  } else {
    content = (
      <span className="inline-flex items-center gap-1.5 text-green-700">
        <Check className="size-4" aria-hidden="true" />
        All changes saved{state.savedAt ? ` · ${formatSavedAt(state.savedAt, openedAt)}` : ''}
      </span>
    );
  }
  return (
    <div role="status" aria-live="polite" className="flex min-h-11 items-center text-sm font-medium">
      {content}
    </div>
  );
}
