import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { ensureRootUser } from './bootstrap/root-user';
import { seedGlobalTemplates } from './modules/templates/templates.service';
import { createFsBlobStore } from './blobs/fs-blob-store';
import { createS3BlobStore } from './blobs/s3-blob-store';
import { ORPHAN_SWEEP, startOrphanSweeps } from './maintenance/orphan-sweep';

const result = loadConfig(process.env);
if (!result.ok) {
  for (const line of result.errors) console.error(`Invalid setting ${line}`);
  process.exit(1);
}
const { config } = result;

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await database.migrate();
await seedGlobalTemplates(database.db);

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

const clientDir = config.clientDir ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
// One blob store for the app and for the orphan sweep.
const s3 = config.s3 ? createS3BlobStore(config.s3) : undefined;
const blobs = s3 ?? createFsBlobStore(path.join(config.dataDir, 'blobs'));
const app = await buildApp({ config, database, clientDir, blobs });

// Before listening: no upload of this process can be staged yet, so every staged file is a leftover.
const sweeps = await startOrphanSweeps({
  db: database.db,
  blobs,
  stagingDir: path.join(config.dataDir, 'tmp'),
  graceMs: config.sweepGraceMs,
  intervalMs: config.sweepIntervalMs,
  log: app.log.child({ job: ORPHAN_SWEEP }),
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await sweeps.stop();
  await app.close();
  s3?.destroy();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Riser is ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (database: ${database.engine})`);
