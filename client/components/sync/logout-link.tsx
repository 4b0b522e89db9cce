import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Loader2, LogOut } from 'lucide-react';
import { offlineSync } from '../../offline/offline-sync';
import { useOutboxEntries, useServerReachable, useSyncStatus } from '../../offline/use-outbox';
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

/** The cache the service worker keeps photos and backgrounds in (vite.config.ts). */
export const IMAGE_CACHE = 'riser-images';

/** Leaves nothing of the account on the device, then follows the spec's Logout link. */
async function signOut(owner: string | null, queryClient: QueryClient) {
  // The reads go first, so that nothing saves them again as the page leaves.
  queryClient.clear();
  await offlineSync().outbox.db.cache.clear();
  if (owner) await offlineSync().outbox.clearOwner(owner);
  if (typeof caches !== 'undefined') await caches.delete(IMAGE_CACHE).catch(() => false);
  window.location.assign('/api/logout');
}

/**
 * The Logout link (survey-work §2) that never drops unsent work silently (DESIGN §6): with
 * changes still only on this device it says so and offers to wait for them, to stay, or to
 * discard them.
 */
export function LogoutLink({ children, className }: { children?: ReactNode; className?: string }) {
  const entries = useOutboxEntries();
  const status = useSyncStatus();
  const reachable = useServerReachable();
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const owner = offlineSync().engine.getOwner();
  const queryClient = useQueryClient();
  const remaining = entries.length;

  // Waiting to sign out: once the last change is on the server, sign out.
  useEffect(() => {
    if (waiting && remaining === 0) void signOut(owner, queryClient);
  }, [waiting, remaining, owner, queryClient]);

  return (
    <>
      <Button asChild variant="ghost" className={className}>
        <a
          href="/api/logout"
          onClick={(event) => {
            event.preventDefault();
            if (remaining === 0) void signOut(owner, queryClient);
            else setAsking(true);
          }}
        >
          {children ?? (
            <>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Logout</span>
            </>
          )}
        </a>
      </Button>
      <AlertDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) setWaiting(false);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Some changes are not on the server yet</AlertDialogTitle>
            <AlertDialogDescription>
              {describeWaiting(summarizeWaiting(entries))}. Signing out now would leave them behind. Wait until they are sent, or stay signed
              in and send them later.
            </AlertDialogDescription>
          </AlertDialogHeader>
          {waiting && (
            <p role="status" className="flex items-center gap-2 text-sm font-medium">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {!reachable
                ? 'Waiting for a connection…'
                : status.current
                  ? `Sending… ${remaining} left`
                  : entries.some((entry) => entry.state !== 'pending')
                    ? 'Some changes need you first: open the sync panel to resolve them.'
                    : `${remaining} left to send…`}
            </p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>Stay signed in</AlertDialogCancel>
            <Button
              variant="outline"
              className="text-destructive"
              onClick={() => {
                setAsking(false);
                void signOut(owner, queryClient);
              }}
            >
              Discard them and sign out
            </Button>
            <Button
              disabled={waiting}
              onClick={() => {
                setWaiting(true);
                void offlineSync().engine.run();
              }}
            >
              {waiting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Send, then sign out
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
