import { Loader2 } from 'lucide-react';
import type { OutboxEntry } from '../../offline/offline-db';
import { describeWaiting, summarizeWaiting } from '../../offline/waiting-summary';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../ui/alert-dialog';
import { Button } from '../ui/button';

export interface LogoutWarningProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is still only on this device. */
  entries: readonly OutboxEntry[];
  /** Signing out waits for the entries to be sent. */
  waiting: boolean;
  reachable: boolean;
  sending: boolean;
  onDiscard: () => void;
  onSendFirst: () => void;
}

/** Logout with changes still only on this device (see LogoutLink): wait for them, stay, or discard them. */
export function LogoutWarning({ open, onOpenChange, entries, waiting, reachable, sending, onDiscard, onSendFirst }: LogoutWarningProps) {
  const remaining = entries.length;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Some changes are not on the server yet</AlertDialogTitle>
          <AlertDialogDescription>
            {describeWaiting(summarizeWaiting(entries))}. Signing out now would leave them behind. Wait until they are sent, or stay signed in
            and send them later.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {waiting && (
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {!reachable
              ? 'Waiting for a connection…'
              : sending
                ? `Sending… ${remaining} left`
                : entries.some((entry) => entry.state !== 'pending')
                  ? 'Some changes need you first: open the sync panel to resolve them.'
                  : `${remaining} left to send…`}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Stay signed in</AlertDialogCancel>
          <Button variant="outline" className="text-destructive" onClick={onDiscard}>
            Discard them and sign out
          </Button>
          <Button disabled={waiting} onClick={onSendFirst}>
            {waiting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Send, then sign out
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
