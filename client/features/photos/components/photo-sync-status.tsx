import type { ReactNode } from 'react';
import { Clock, CloudOff, CloudUpload, Loader2, RotateCcw, Trash2, TriangleAlert, Undo2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { photoSyncText, uploadPercent, type PhotoSyncState } from '../model/photo-sync-state';

export type PhotoSyncAction = 'undo-delete' | 'keep-mine' | 'take-theirs' | 'retry' | 'discard';

export interface PhotoSyncStatusProps {
  state: PhotoSyncState;
  /** The photo's name, for the buttons' accessible names. */
  title: string;
  onAction: (action: PhotoSyncAction, entryId: string) => void;
}

function icon(state: PhotoSyncState): ReactNode {
  const props = { className: 'size-4 shrink-0', 'aria-hidden': true } as const;
  switch (state.kind) {
    case 'uploading':
      return <Loader2 {...props} className={cn(props.className, 'animate-spin')} />;
    case 'waiting-upload':
      return state.reachable ? <CloudUpload {...props} /> : <CloudOff {...props} />;
    case 'deleting':
      return <Trash2 {...props} />;
    case 'label-waiting':
    case 'pin-waiting':
      return <Clock {...props} />;
    default:
      return <TriangleAlert {...props} />;
  }
}

/** A text button of the status line, a full touch target; its name starts with what it shows. */
function ActionButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" className="px-3" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * What is still on this device for a photo (DESIGN §6): waiting to upload (with progress while
 * sent), a label waiting or changed elsewhere, a delete waiting with Undo, a refused write.
 */
export function PhotoSyncStatus({ state, title, onAction }: PhotoSyncStatusProps) {
  const text = photoSyncText(state);
  const trouble =
    state.kind === 'upload-failed' || state.kind === 'delete-failed' || state.kind === 'label-failed' || state.kind === 'pin-failed' || state.kind === 'label-conflict';
  const act = (action: PhotoSyncAction) => () => onAction(action, state.entryId);

  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-md px-2 py-1.5 text-xs',
        trouble ? 'border border-amber-300 bg-amber-50 text-amber-900' : 'bg-muted/60 text-muted-foreground',
      )}
    >
      {/* Progress is not read out at every step; the other states are, once. */}
      <p className="m-0 flex items-center gap-1.5" role={state.kind === 'uploading' ? undefined : 'status'}>
        {icon(state)}
        <span className="min-w-0 break-words">{text}</span>
      </p>
      {state.kind === 'uploading' && (
        <Progress
          value={uploadPercent(state.loaded, state.total)}
          aria-label={`Uploading ${title}`}
          aria-valuetext={text}
          indicatorClassName={uploadPercent(state.loaded, state.total) >= 100 ? 'animate-pulse' : undefined}
        />
      )}
      {state.kind === 'deleting' && !state.sending && (
        <div className="flex gap-2">
          <ActionButton label={`Undo delete of ${title}`} onClick={act('undo-delete')}>
            <Undo2 aria-hidden="true" />
            Undo
          </ActionButton>
        </div>
      )}
      {state.kind === 'label-conflict' && (
        <div className="flex flex-wrap gap-2">
          <ActionButton label={`Keep mine for ${title}`} onClick={act('keep-mine')}>
            Keep mine
          </ActionButton>
          <ActionButton label={`Use theirs for ${title}`} onClick={act('take-theirs')}>
            Use theirs
          </ActionButton>
        </div>
      )}
      {(state.kind === 'upload-failed' || state.kind === 'label-failed' || state.kind === 'pin-failed' || state.kind === 'delete-failed') && (
        <div className="flex flex-wrap gap-2">
          {state.canRetry && (
            <ActionButton label={`Try again for ${title}`} onClick={act('retry')}>
              <RotateCcw aria-hidden="true" />
              Try again
            </ActionButton>
          )}
          <ActionButton label={state.kind === 'delete-failed' ? `Keep photo ${title}` : `Discard for ${title}`} onClick={act('discard')}>
            {state.kind === 'delete-failed' ? <Undo2 aria-hidden="true" /> : <X aria-hidden="true" />}
            {state.kind === 'delete-failed' ? 'Keep photo' : 'Discard'}
          </ActionButton>
        </div>
      )}
    </div>
  );
}
