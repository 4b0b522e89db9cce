import { migrateJobSchema } from './jobs/job-queue';
import { seedGlobalTemplates } from './modules/templates/templates.service';
import { configOrExit, describeDatabase, openDatabaseOrExit } from './startup';

// `npm run migrate`: applies the migrations (and the built-in templates) to the database the
// settings name, then stops. Deployments run it as a step of their own with MIGRATE_ON_START=false.
const config = configOrExit();
const database = await openDatabaseOrExit(config, (message) => console.log(message));
try {
  const pending = await database.pendingMigrations();
  await database.migrate();
  // The job queue's own tables (pg-boss), so that servers started after need change no schema.
  await migrateJobSchema(database);
  await seedGlobalTemplates(database.db);
  console.log(
    pending.length === 0
      ? `The ${describeDatabase(database, config)} is up to date; no migration to apply.`
      : `Applied ${pending.length} migration${pending.length === 1 ? '' : 's'} to the ${describeDatabase(database, config)}: ${pending.join(', ')}.`,
  );
} catch (error) {
  console.error(`Migrating failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
