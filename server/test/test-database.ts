import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createFreshDatabase } from './fresh-database';

/**
 * Which engine this run of the suite uses (set per vitest project): `embedded`, the run's own
 * embedded PostgreSQL cluster (server/test/embedded-cluster.setup.ts), or `postgres`, the server
 * in TEST_DATABASE_URL.
 */
export const TEST_ENGINE: 'embedded' | 'postgres' = process.env.RISER_TEST_ENGINE === 'postgres' ? 'postgres' : 'embedded';

const TABLES = [
  'webhook_deliveries',
  'webhooks',
  'api_tokens',
  'audit_events',
  'idempotency_keys',
  'usage_snapshots',
  'usage_daily_snapshots',
  'invitations',
  'photos',
  'surveys',
  'buildings',
  'unit_types',
  'survey_template_versions',
  'survey_templates',
  'projects',
  'login_throttle',
  'sessions',
  'users',
  'companies',
];

function serverUrl(): string {
  if (TEST_ENGINE === 'embedded') return inject('embeddedPostgresUrl');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres API suite');
  return url;
}

/** A database of this worker's own on the run's server, created fresh; `purpose` names another one beside it. */
export function createWorkerDatabaseUrl(purpose?: string): Promise<string> {
  return createFreshDatabase(serverUrl(), `riser_test_${process.env.VITEST_POOL_ID ?? '1'}_${process.pid}${purpose ? `_${purpose}` : ''}`);
}

async function openWorkerDatabase(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: await createWorkerDatabaseUrl() });
  await database.migrate();
  return database;
}

const holder = globalThis as typeof globalThis & { riserTestDatabase?: Promise<Database> };

/** The worker's migrated database, opened once and shared by the files the worker runs. */
export function testDatabase(): Promise<Database> {
  holder.riserTestDatabase ??= openWorkerDatabase();
  return holder.riserTestDatabase;
}

/** PostgreSQL's "deadlock detected": it gave up this statement so the other could go on. */
const DEADLOCK = '40P01';

export async function truncateAll(database: Database) {
  // A file's background jobs (webhook deliveries, sweeps) keep reading between its tests; the
  // truncate's exclusive locks can meet one mid-way, and PostgreSQL then picks the truncate to
  // give up. It runs again: the job's read ends at once.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
      if (code !== DEADLOCK || attempt === 3) throw error;
    }
  }
}
