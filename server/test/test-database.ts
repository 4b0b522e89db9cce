import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/database';

/** Which engine this run of the API suite uses (set per vitest project). */
export const TEST_ENGINE = process.env.RISER_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

const TABLES = [
  'audit_events',
  'idempotency_keys',
  'usage_snapshots',
  'invitations',
  'photos',
  'surveys',
  'survey_template_versions',
  'survey_templates',
  'projects',
  'login_throttle',
  'maintenance_runs',
  'sessions',
  'users',
  'companies',
];

/** A PostgreSQL database of this worker's own, created fresh from TEST_DATABASE_URL. */
export async function createWorkerPostgresUrl(): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the postgres API suite');
  const name = `riser_test_${process.env.VITEST_POOL_ID ?? '1'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openWorkerDatabase(): Promise<Database> {
  const database =
    TEST_ENGINE === 'postgres'
      ? await openDatabase({ databaseUrl: await createWorkerPostgresUrl() })
      : await openDatabase({ pgliteDir: undefined });
  await database.migrate();
  return database;
}

const holder = globalThis as typeof globalThis & { riserTestDatabase?: Promise<Database> };

/** The worker's migrated database, opened once and shared by the files the worker runs. */
export function testDatabase(): Promise<Database> {
  holder.riserTestDatabase ??= openWorkerDatabase();
  return holder.riserTestDatabase;
}

export async function truncateAll(database: Database) {
  await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
}
