import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import type { EmbeddedPostgresWatcher } from './db/embedded-postgres';

// What `npm start` (main.ts) and `npm run migrate` (migrate.ts) share: settings checked with one
// line per bad value, and the database they name (the embedded PostgreSQL unless DATABASE_URL).

/** The settings, or exit 1 with one line per bad value (DESIGN §2). */
export function configOrExit(): Config {
  const result = loadConfig(process.env);
  if (!result.ok) {
    for (const line of result.errors) console.error(`Invalid setting ${line}`);
    process.exit(1);
  }
  return result.config;
}

/** Opens the database; a problem the operator must solve (root, an old PGlite directory…) is one message and exit 1. */
export async function openDatabaseOrExit(config: Config, log: (message: string) => void, watchEmbedded?: EmbeddedPostgresWatcher): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      embeddedUser: config.embeddedPostgresUser,
      poolWaitMs: config.dbPoolWaitMs,
      watchEmbedded,
      log,
    });
  } catch (error) {
    console.error(`Riser cannot open its database: ${(error as Error).message}`);
    process.exit(1);
  }
}

export function describeDatabase(database: Database, config: Config): string {
  if (database.engine === 'postgres') return 'PostgreSQL at DATABASE_URL';
  return `embedded PostgreSQL in ${config.dataDir}/pg`;
}
