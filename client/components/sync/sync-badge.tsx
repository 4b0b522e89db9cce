import { useState } from 'react';
import { AlertTriangle, CloudCheck, CloudOff, CloudUpload, Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useOutboxRead, useServerReachable, useSyncStatus } from '../../offline/use-outbox';
import { describeWaiting, summarizeWaiting } from '../../offline/waiting-summary';
import { Deferred, useOpenedOnce } from '../deferred';
import { SyncPanelPart } from './sync-panel-part';

/**
 * Always in the header (DESIGN §6): what is still only on this device ("12 changes waiting ·
 * 3 photos, 18 MB"), whether it is being sent, and whether something needs the surveyor. Opens
 * the sync panel.
 */
export function SyncBadge() {
  const read = useOutboxRead();
  const entries = read ?? [];
  const status = useSyncStatus();
  const reachable = useServerReachable();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const summary = summarizeWaiting(entries);
  const text = describeWaiting(summary);
  const attention = summary.failed + summary.conflicts > 0;
  const sending = status.current !== null;

  // Not read yet: say nothing rather than "all sent".
  if (read === undefined) return <span className="inline-flex size-11" aria-hidden="true" />;
  const Icon = attention ? AlertTriangle : sending ? Loader2 : !reachable ? CloudOff : summary.changes > 0 ? CloudUpload : CloudCheck;
  const tone = attention
    ? 'border-amber-400 bg-amber-50 text-amber-950'
    : summary.changes > 0
      ? 'border-sky-300 bg-sky-50 text-sky-950'
      : 'border-transparent text-green-800';

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Sync: ${text}${attention ? ', needs your attention' : ''}${reachable ? '' : ', offline'}`}
        data-testid="sync-badge"
        className={cn(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border px-2.5 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          tone,
        )}
      >
        <Icon className={cn('size-5 shrink-0', sending && 'animate-spin')} aria-hidden="true" />
        {summary.changes > 0 && <span className="tabular-nums">{summary.changes}</span>}
        <span className="hidden lg:inline">{summary.changes > 0 ? text.replace(/^\d+ changes? /, '') : 'All sent'}</span>
      </button>
      {opened && (
        <Deferred>
          <SyncPanelPart open={open} onOpenChange={setOpen} />
        </Deferred>
      )}
    </>
  );
}
