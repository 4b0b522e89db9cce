import type { EntryAction, EntryProblem, OutboxEntry } from './offline-db';
import type { SyncAdapter } from './sync-engine';

/**
 * An adapter whose code is fetched when one of its entries is first sent or answered, not with
 * the app: the engine knows its actions from the start, so its entries never go without it, and
 * a screen that never meets them never downloads the feature's model and schemas.
 */
export function lazyAdapter(actions: readonly EntryAction[], load: () => Promise<Required<SyncAdapter>>): SyncAdapter {
  let loading: Promise<Required<SyncAdapter>> | undefined;
  const adapter = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (no connection, no cached copy) is tried again with the next entry.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    actions,
    prepare: async (entry: OutboxEntry) => (await adapter()).prepare(entry),
    delivered: async (entry: OutboxEntry, answer: unknown) => (await adapter()).delivered(entry, answer),
    conflict: async (entry: OutboxEntry, problem: EntryProblem) => (await adapter()).conflict(entry, problem),
  };
}
