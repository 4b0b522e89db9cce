import { connectivity } from './connectivity';
import { offlineDb, type OutboxEntry } from './offline-db';
import { Outbox } from './outbox';
import { SyncEngine } from './sync-engine';

export interface OfflineSync {
  outbox: Outbox;
  engine: SyncEngine;
}

let shared: OfflineSync | undefined;

/**
 * The app's outbox and its one sync engine, made on first use. The engine follows the server's
 * reachability: it tries again the moment any request gets an answer.
 */
export function offlineSync(): OfflineSync {
  if (shared) return shared;
  const reach = connectivity();
  // The outbox asks the engine what is in flight, and wakes it when something is added.
  const holder: { engine?: SyncEngine } = {};
  const outbox = new Outbox(
    offlineDb(),
    () => holder.engine?.inFlight() ?? null,
    Date.now,
    () => holder.engine?.kick(),
  );
  const engine = new SyncEngine({
    outbox,
    isReachable: reach.isReachable,
    setReachable: (reachable) => {
      if (reachable !== reach.isReachable()) void reach.check();
    },
  });
  holder.engine = engine;
  const started = engine;
  reach.subscribe((reachable) => {
    if (reachable) started.kick();
  });
  if (typeof window !== 'undefined') {
    // Back in the app (a phone unlocked, a tab brought forward): send what waits.
    window.addEventListener('focus', () => started.kick());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') started.kick();
    });
  }
  // One runner sends for every tab (Web Locks); the others hear what it delivered.
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel('riser-sync');
    let relaying = false;
    engine.onDelivered((entry, answer) => {
      if (!relaying) channel.postMessage({ entry, answer });
    });
    channel.onmessage = (event: MessageEvent<{ entry: OutboxEntry; answer: unknown }>) => {
      relaying = true;
      try {
        started.deliveredElsewhere(event.data.entry, event.data.answer);
      } finally {
        relaying = false;
      }
    };
  }
  shared = { outbox, engine };
  return shared;
}
