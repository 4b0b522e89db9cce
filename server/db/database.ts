import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { PACKAGE_ROOT } from '../package-root';
import { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresWatcher } from './embedded-postgres';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The pool behind `db`, for a library that runs SQL of its own on it (the job queue). */
  pool: pg.Pool;
  /**
   * The same database for bookkeeping whose loss in a crash is harmless, committed without
   * waiting for the disk (synchronous_commit off): an Idempotency-Key's claim and kept answer.
   * A claim is on disk as soon as the write it guards commits (the log is flushed in order); a
   * kept answer lost to a crash means a replay runs the write again instead of repeating it.
   */
  bookkeeping: Db;
  /** `embedded`: the private cluster under DATA_DIR/pg; `postgres`: the server in DATABASE_URL. */
  engine: 'embedded' | 'postgres';
  /** Applies the migrations not applied yet; several servers at once take turns. */
  migrate(): Promise<void>;
  /** Migrations in db/migrations that this database has not had yet. */
  pendingMigrations(): Promise<string[]>;
  ping(): Promise<void>;
  /** The pool's clients now (for /metrics): open, idle, and requests waiting for one. Absent on a fake. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Hears `NOTIFY channel` from every server on this database, on a connection of its own (kept
   * out of the pool, reopened when it drops). `onGap` runs when notifications may have been
   * missed (the connection was lost): the listener must then assume anything changed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** Tells every server listening on `channel` (this one too), once the current commit is done. */
  notify(channel: string, payload: string): Promise<void>;
  /** Closes the pool and, embedded, stops the cluster cleanly. */
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'db/migrations');

// Arbitrary constant: serialises migrations when several servers start on one PostgreSQL.
const MIGRATION_LOCK_ID = 727_274_001;

export interface DatabaseOptions {
  /** postgres://… connection string; when absent the embedded PostgreSQL under `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: the embedded cluster lives in DATA_DIR/pg. */
  dataDir?: string | undefined;
  /** When running as root, the system user the embedded PostgreSQL runs as. */
  embeddedUser?: string | undefined;
  log?: (message: string) => void;
  /** Open the embedded PostgreSQL even beside an earlier Riser's PGlite directory (the import does). */
  besidePgliteData?: boolean;
  /**
   * DB_POOL_WAIT_MS: how long a statement waits for a free connection before it fails (and its
   * request answers 503 SERVER_BUSY) instead of hanging behind a stuck or crowded pool.
   */
  poolWaitMs?: number;
  /**
   * Embedded: restart the PostgreSQL when it dies (the pool reconnects by itself), telling this
   * watcher; without it a dead cluster stays dead (a test's own cluster, a one-off import).
   */
  watchEmbedded?: EmbeddedPostgresWatcher;
}

export class PgliteDataError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const waiting: pg.PoolConfig = options.poolWaitMs === undefined ? {} : { connectionTimeoutMillis: options.poolWaitMs };
  if (options.databaseUrl) return openPool({ connectionString: options.databaseUrl, ...waiting }, 'postgres');
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data directory');
  if (!options.besidePgliteData) assertNoPgliteData(options.dataDir);
  const cluster = await startEmbeddedPostgres({ dir: path.join(options.dataDir, 'pg'), systemUser: options.embeddedUser, log: options.log });
  if (options.watchEmbedded) cluster.watch(options.watchEmbedded);
  try {
    return await openPool({ ...cluster.poolConfig, ...waiting }, 'embedded', cluster);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * Riser before 0.2 kept its embedded database in DATA_DIR/db with PGlite. Starting an empty
 * PostgreSQL beside it would look like lost data: say what to do instead.
 */
function assertNoPgliteData(dataDir: string) {
  const old = path.join(dataDir, 'db');
  if (existsSync(path.join(old, 'PG_VERSION')) && !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new PgliteDataError(
      `${old} holds the database of an earlier Riser (PGlite). This Riser runs PostgreSQL in ${path.join(dataDir, 'pg')}. ` +
        'Copy your data over with `npm run import-pglite` (it keeps the old directory as db.imported), ' +
        `or move ${old} away to start with an empty database.`,
    );
  }
}

async function openPool(config: pg.PoolConfig, engine: Database['engine'], cluster?: EmbeddedPostgres): Promise<Database> {
  const pool = new pg.Pool({ ...config, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  // Small: its statements are short, and they run beside the pool's, not instead of them.
  const bookkeepingPool = new pg.Pool({ ...config, max: 4, options: '-c synchronous_commit=off' });
  bookkeepingPool.on('error', () => undefined);
  const bookkeeping = drizzle({ client: bookkeepingPool, schema }) as unknown as Db;
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    db,
    pool,
    bookkeeping,
    engine,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    pendingMigrations: async () => {
      // drizzle applies every migration younger than the last one it recorded.
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: { tag: string; when: number }[];
      };
      const applied = await pool
        .query<{ last: string | null }>('select max(created_at)::text as last from drizzle.__drizzle_migrations')
        .then((result) => Number(result.rows[0]?.last ?? 0))
        .catch(() => 0); // no migration table: nothing applied yet
      return journal.entries.filter((entry) => entry.when > applied).map((entry) => entry.tag);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, onMessage, onGap) => {
      const listener = await listenOn(config, channel, onMessage, onGap);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await Promise.all([pool.end(), bookkeepingPool.end()]);
      await cluster?.stop();
    },
  };
}

const RELISTEN_DELAYS_MS = [100, 500, 2_000, 5_000];

/** A LISTEN connection that reopens itself, reporting a gap each time it had to. */
async function listenOn(config: pg.PoolConfig, channel: string, onMessage: (payload: string) => void, onGap: () => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  const open = async () => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    // A dropped connection (the database restarted, a network cut): listen again, say a gap.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onGap();
      reopen();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
  };
  const reopen = () => {
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      open().then(
        () => onGap(), // what was sent while nobody listened is unknown
        () => reopen(),
      );
    }, delay).unref();
  };
  await open();
  return {
    async stop() {
      stopped = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
