import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { runMigrate, runServerToExit } from './server-process';
import { signIn, stop, storageEnv, useServerProcesses } from './server-processes';

// Migrations as a deployment runs them: real server processes on this run's engine.

const startServer = useServerProcesses();

/** Runs `statement` on the database a (stopped) server of `env` would use; answers its rows. */
async function onDatabase(env: Record<string, string>, statement: string): Promise<unknown[]> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: unknown[] };
    return result.rows;
  } finally {
    await database.close();
  }
}

const jobSchemaExists = async (env: Record<string, string>) =>
  (await onDatabase(env, `select 1 from information_schema.schemata where schema_name = 'pgboss'`)).length === 1;

describe('migrations as a step of their own', () => {
  it('npm run migrate applies them once, and a server with MIGRATE_ON_START=false then starts', async () => {
    const env = await storageEnv();
    const first = await runMigrate(env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migrations to the .*: 0000_init, /);
    // The job queue's tables too: a server started with MIGRATE_ON_START=false changes no schema.
    expect(await jobSchemaExists(env)).toBe(true);

    const again = await runMigrate(env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is up to date; no migration to apply');

    const server = await startServer({ ...env, MIGRATE_ON_START: 'false' });
    expect((await signIn(server)).status).toBe(200);
    expect(await stop(server)).toBe(0);
  });

  it('refuses to start on a database without its migrations when MIGRATE_ON_START=false', async () => {
    const result = await runServerToExit({ ...(await storageEnv()), MIGRATE_ON_START: 'false' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/lacks \d+ migrations \(0000_init, .*\) and MIGRATE_ON_START=false: run `npm run migrate` first/);
  });

  it('refuses to start without the job queue’s tables when MIGRATE_ON_START=false, and creates none', async () => {
    const env = await storageEnv();
    expect((await runMigrate(env)).code).toBe(0);
    await onDatabase(env, 'drop schema pgboss cascade');
    const result = await runServerToExit({ ...env, MIGRATE_ON_START: 'false' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('(schema pgboss) are missing or older than this Riser and MIGRATE_ON_START=false: run `npm run migrate` first');
    expect(await jobSchemaExists(env)).toBe(false);
  });
});

