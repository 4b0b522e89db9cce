import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { PACKAGE_ROOT } from '../package-root';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** `embedded`: the private cluster under DATA_DIR/pg; `postgres`: the server in DATABASE_URL. */
  engine: 'embedded' | 'postgres';
  /** Applies the migrations not applied yet; several servers at once take turns. */
  migrate(): Promise<void>;
  /** Migrations in db/migrations that this database has not had yet. */
  pendingMigrations(): Promise<string[]>;
  ping(): Promise<void>;
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
}

export class PgliteDataError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPool({ connectionString: options.databaseUrl }, 'postgres');
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data directory');
  if (!options.besidePgliteData) assertNoPgliteData(options.dataDir);
  const cluster = await startEmbeddedPostgres({ dir: path.join(options.dataDir, 'pg'), systemUser: options.embeddedUser, log: options.log });
  try {
    return await openPool(cluster.poolConfig, 'embedded', cluster);
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
  return {
    db,
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
    close: async () => {
      await pool.end();
      await cluster?.stop();
    },
  };
}
