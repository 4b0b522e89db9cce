import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { offlineSync } from '../../offline/offline-sync';
import { useOutboxEntries, useServerReachable, useSyncStatus } from '../../offline/use-outbox';
import { Deferred, lazyPart, useOpenedOnce } from '../deferred';
import { Button } from '../ui/button';

// Asked only when changes wait on the device: its code (Radix AlertDialog) loads then.
const LogoutWarning = lazyPart(async () => (await import('./logout-warning')).LogoutWarning);

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
  const asked = useOpenedOnce(asking);
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
      {asked && (
        <Deferred>
          <LogoutWarning
            open={asking}
            onOpenChange={(open) => {
              setAsking(open);
              if (!open) setWaiting(false);
            }}
            entries={entries}
            waiting={waiting}
            reachable={reachable}
            sending={status.current !== null}
            onDiscard={() => {
              setAsking(false);
              void signOut(owner, queryClient);
            }}
            onSendFirst={() => {
              setWaiting(true);
              void offlineSync().engine.run();
            }}
          />
        </Deferred>
      )}
    </>
  );
}
