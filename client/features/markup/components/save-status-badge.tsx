import { AlertTriangle, Check, CloudOff, HardDrive, Loader2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { saveStatusText, type SaveStatus } from '../model/save-status';

// Waiting on the device is calm (muted, not red): nothing is lost, it goes when it can.
const LOOK: Record<SaveStatus, { icon: typeof Check; className: string }> = {
  saved: { icon: Check, className: 'text-success' },
  'on-device': { icon: HardDrive, className: 'text-muted-foreground' },
  saving: { icon: Loader2, className: 'text-primary' },
  conflict: { icon: AlertTriangle, className: 'text-amber-700' },
  failed: { icon: AlertTriangle, className: 'text-destructive' },
  'not-kept': { icon: AlertTriangle, className: 'text-destructive' },
  'no-survey': { icon: CloudOff, className: 'text-muted-foreground' },
};

/** Where the drawing stands against the device and the server; read out politely as it changes. */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  const { icon: Icon, className } = LOOK[status];
  return (
    <p role="status" aria-live="polite" data-save-status={status} className={cn('m-0 flex items-center gap-1.5 text-xs font-medium sm:text-sm', className)}>
      <Icon className={cn('size-4 shrink-0', status === 'saving' && 'animate-spin')} aria-hidden="true" />
      <span className="whitespace-nowrap">{saveStatusText(status)}</span>
    </p>
  );
}
