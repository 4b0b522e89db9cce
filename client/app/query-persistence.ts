import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { offlineDb } from '../offline/offline-db';
import { migratePathKeyedReads, PATH_KEYED_SHAPE } from './saved-reads-migration';

// What was read stays readable after a reload without signal, for a working week (DESIGN §6).
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Bumped when the shape of what is kept changes. Not the build: a new version of the app that
 * arrives while a surveyor is online must not throw away what they will need in the basement.
 * 3: reads are keyed by domain (['projects', id]), no longer by API path; reads kept in shape 2
 * are carried over on restore (saved-reads-migration.ts), an older shape is still dropped.
 */
export const CACHE_SHAPE_VERSION = '3';

const CACHE_KEY = 'riser-query-cache';

/**
 * Every read that has data is kept, the session (GET /api/user) included, also when its latest
 * refetch failed for want of a connection: that is exactly the read an offline start needs.
 */
export function keepsRead(query: Pick<Query, 'state'>): boolean {
  return query.state.data !== undefined && query.state.data !== null;
}

/**
 * Reads as they come back from the device, less any page stored as data: every API read answers
 * JSON, and an earlier version of Riser could keep a captive portal's HTML as a record, which
 * then broke its screen at every start (DESIGN §6, "Answers we trust"). Reads of the previous
 * shape come back under today's keys.
 */
export function restoreSavedReads(text: string): PersistedClient {
  const saved = JSON.parse(text) as PersistedClient;
  const queries = saved.clientState?.queries;
  if (!Array.isArray(queries)) return saved;
  saved.clientState.queries = queries.filter((query) => !(typeof query.state?.data === 'string' && /^\s*</.test(query.state.data)));
  return saved.buster === PATH_KEYED_SHAPE ? migratePathKeyedReads(saved, CACHE_SHAPE_VERSION) : saved;
}

/** The query cache kept in the device's database, so an offline start shows what was last read. */
export function queryPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createAsyncStoragePersister({
    key: CACHE_KEY,
    storage: {
      getItem: async (key) => {
        const row = await offlineDb().cache.get(key);
        return typeof row?.value === 'string' ? row.value : null;
      },
      setItem: async (key, value: string) => {
        await offlineDb().cache.put({ key, value });
      },
      removeItem: async (key) => {
        await offlineDb().cache.delete(key);
      },
    },
    throttleTime: 100,
    deserialize: restoreSavedReads,
  });
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: CACHE_SHAPE_VERSION,
    dehydrateOptions: DEHYDRATE_OPTIONS,
  };
}

const DEHYDRATE_OPTIONS = {
  shouldDehydrateQuery: keepsRead,
  // Writes live in the outbox, never in the read cache (a restored paused mutation has no function to run).
  shouldDehydrateMutation: () => false,
};

/**
 * Writes the reads now, in the persister's own format, skipping its throttle: a page left right
 * after a read (a quick tap through, a reload) still has it when it comes back without signal.
 */
export async function saveReadsNow(queryClient: QueryClient) {
  const state = { buster: CACHE_SHAPE_VERSION, timestamp: Date.now(), clientState: dehydrate(queryClient, DEHYDRATE_OPTIONS) };
  await offlineDb().cache.put({ key: CACHE_KEY, value: JSON.stringify(state) });
}
