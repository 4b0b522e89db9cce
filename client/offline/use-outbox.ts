import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { NotReachedReason } from '../lib/api-client';
import { connectivity } from './connectivity';
import type { OutboxEntry } from './offline-db';
import { offlineSync } from './offline-sync';
import type { SyncStatus } from './sync-engine';

const NO_ENTRIES: OutboxEntry[] = [];

/**
 * The signed-in user's waiting writes, in replay order, kept current as they change (any tab);
 * undefined until the device's outbox has been read for a signed-in user.
 */
export function useOutboxRead(): OutboxEntry[] | undefined {
  const { outbox, engine } = offlineSync();
  const owner = useSyncExternalStore(engine.subscribe, () => engine.getOwner());
  return useLiveQuery(() => (owner ? outbox.list(owner) : undefined), [owner]);
}

/** The signed-in user's waiting writes (none while they are being read). */
export function useOutboxEntries(): OutboxEntry[] {
  return useOutboxRead() ?? NO_ENTRIES;
}

/** The sync engine's state: reachability, the entry being sent with its progress, last sync. */
export function useSyncStatus(): SyncStatus {
  const { engine } = offlineSync();
  return useSyncExternalStore(engine.subscribe, engine.getStatus);
}

/** Whether the server answers (not navigator.onLine: a dead access point looks online). */
export function useServerReachable(): boolean {
  const reach = connectivity();
  return useSyncExternalStore(reach.subscribe, reach.isReachable, () => true);
}

/** Why the server is not reached (null while it is): the banner says it in words. */
export function useNotReachedReason(): NotReachedReason | null {
  const reach = connectivity();
  return useSyncExternalStore(reach.subscribe, reach.notReachedReason, () => null);
}

/** An object URL for bytes kept on the device (a photo or background waiting to be sent). */
export function useBlobUrl(blobId: string | null | undefined): string | null {
  const blob = useLiveQuery(async () => (blobId ? ((await offlineSync().outbox.db.blobs.get(blobId))?.blob ?? null) : null), [blobId], null);
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
