import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ensureRootUser } from './bootstrap/root-user';
import { seedGlobalTemplates } from './modules/templates/templates.service';
import { createFsBlobStore } from './blobs/fs-blob-store';
import { createS3BlobStore } from './blobs/s3-blob-store';
import { createBackgroundJobs } from './jobs/background-jobs';
import { PACKAGE_ROOT } from './package-root';
import { configOrExit, describeDatabase, openDatabaseOrExit } from './startup';
import { releaseStartMemory } from './release-start-memory';

const config = configOrExit();

// Said through the app's log once it exists: the database starts first.
const startupNotes: string[] = [];
// Set once the app exists; the watcher below logs through it from then on.
let appLog: FastifyBaseLogger | undefined = undefined;
// The embedded PostgreSQL dies (kill -9, out of memory): it is restarted within 10 s, requests
// answer 503 meanwhile; when it cannot be, Riser exits non-zero for its supervisor (DESIGN §14).
const database = await openDatabaseOrExit(config, (message) => startupNotes.push(message), {
  died: (message) => (appLog ? appLog.error(message) : console.error(message)),
  restarted: (message) => (appLog ? appLog.warn(message) : console.error(message)),
  gaveUp: (error) => {
    if (appLog) appLog.fatal(`Riser stops: ${error.message}`);
    else console.error(`Riser stops: ${error.message}`);
    process.exit(1);
  },
});
try {
  if (config.migrateOnStart) {
    await database.migrate();
  } else {
    const pending = await database.pendingMigrations();
    if (pending.length > 0) {
      throw new Error(
        `the database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}) and MIGRATE_ON_START=false: ` +
          'run `npm run migrate` first',
      );
    }
  }
  await seedGlobalTemplates(database.db);
} catch (error) {
  console.error(`Riser cannot start: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}

const root = await ensureRootUser(database.db, config);
if (root.created && root.generatedPassword) {
  // Printed once, outside the JSON log, so that a new user sees it at a glance.
  console.log(
    [
      '',
      '  Riser created the root administrator account:',
      `    email:    ${root.email}`,
      `    password: ${root.generatedPassword}`,
      '  You will be asked to change this password when you first sign in.',
      '',
    ].join('\n'),
  );
}

const clientDir = config.clientDir ?? path.join(PACKAGE_ROOT, 'dist/client');
// One blob store for the app and for the orphan sweep.
const s3 = config.s3 ? createS3BlobStore(config.s3) : undefined;
const blobs = s3 ?? createFsBlobStore(path.join(config.dataDir, 'blobs'));
// Made before the app, whose /metrics reads its queues; started once the app's logger exists.
const jobs = createBackgroundJobs({ database, blobs, config });
const app = await buildApp({ config, database, clientDir, blobs, jobs, webhookDispatch: jobs });
appLog = app.log;
for (const note of startupNotes) app.log.info(note);

// Before listening: no upload of this process can be staged yet, so every staged file is a leftover.
try {
  await jobs.start(app.log);
} catch (error) {
  console.error(`Riser cannot start its background jobs: ${(error as Error).message}`);
  await app.close();
  s3?.destroy();
  await database.close();
  process.exit(1);
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Jobs first: they use the database and the blob store, which close last.
  await jobs.stop();
  await app.close();
  s3?.destroy();
  await database.close();
});

try {
  // A long accept queue (the kernel caps it at net.core.somaxconn): a crew's phones connecting at
  // the same moment as a busy event loop wait a moment to be accepted, rather than have their
  // connections dropped and retried 1, 3 and 7 s later (issue 23).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
} catch (error) {
  // A taken port, say: stop what started (the embedded PostgreSQL) before saying why.
  console.error(`Riser cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  await jobs.stop();
  await database.close();
  process.exit(1);
}
const { port } = app.server.address() as AddressInfo;
const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info({ port, database: database.engine }, `Riser is ready on http://${host}:${port} (${describeDatabase(database, config)})`);
// A person at a terminal (a first `npm start`) reads this among the JSON log lines; a log
// collector, whose output is no terminal, gets the log line above only.
if (process.stdout.isTTY) console.log(`\nRiser is ready at http://${host}:${port}\n`);
// Once the start's last work is done and the server idles: V8 shrinks its heap only then.
setTimeout(releaseStartMemory, 10_000).unref();
