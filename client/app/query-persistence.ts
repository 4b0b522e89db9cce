import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

// What was read stays readable after a reload without signal, for a working week (DESIGN §6).
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The query cache kept in IndexedDB, so an offline start shows what was last read. */
export function queryPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createAsyncStoragePersister({
    key: 'riser-query-cache',
    storage: {
      getItem: async (key) => (await get<string>(key)) ?? null,
      setItem: (key, value: string) => set(key, value),
      removeItem: (key) => del(key),
    },
    throttleTime: 1000,
  });
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    // A new build may read differently: start its cache afresh.
    buster: import.meta.env.VITE_BUILD_ID ?? '',
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  };
}
