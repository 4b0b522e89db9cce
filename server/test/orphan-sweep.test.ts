import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlobStore } from '../blobs/blob-store';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import { createS3BlobStore } from '../blobs/s3-blob-store';
import { openDatabase, type Database, type Db } from '../db/database';
import { idempotencyKeys, loginThrottle, photos, surveys } from '../db/schema';
import { createBackgroundJobs } from '../jobs/background-jobs';
import { clearStagedUploads, removeStaleStagedUploads } from '../jobs/staging-cleanup';
import { sweepBlobStore, sweepSharedState } from '../maintenance/orphan-sweep';
import { allReferencedBlobKeys } from '../maintenance/sweep.repo';
import { buildCompany, buildProject, buildUser } from './builders';
import { testConfig } from './harness';
import { createWorkerDatabaseUrl, testDatabase, TEST_ENGINE } from './test-database';
import { memoryLog } from './memory-log';

// Real: the run's database engine (pg-boss, for the schedule, on a database of this file's own),
// files on disk, an S3 protocol server (s3rver). Nothing mocked but a logger.
// Covered elsewhere: one sweep per interval however many servers offer it, and a failed sweep
// logged and run again next interval (background-jobs.test.ts, job-queue.test.ts).

const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `riser-${name}-`));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HOUR = 3_600_000;

const s3Server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: tempDir('s3rver'),
  configureBuckets: [{ name: 'riser-sweep', configs: [] }],
});
const endpoint = `http://127.0.0.1:${((await s3Server.run()) as AddressInfo).port}`;
const s3Stores: ReturnType<typeof createS3BlobStore>[] = [];
afterAll(async () => {
  for (const store of s3Stores) store.destroy();
  await s3Server.close();
});

const stores: [string, () => BlobStore][] = [
  ['filesystem', () => createFsBlobStore(tempDir('sweep-blobs'))],
  [
    'S3',
    () => {
      const store = createS3BlobStore({
        bucket: 'riser-sweep',
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        // A prefix per store: each test sees only its own objects.
        prefix: `${randomUUID()}/`,
      });
      s3Stores.push(store);
      return store;
    },
  ],
];

async function keysIn(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list()) keys.push(blob.key);
  return keys.sort();
}

/** A survey with a background and a photo, their four blobs stored: what a finished upload leaves. */
async function referencedBlobs(db: Db, blobs: BlobStore) {
  const company = await buildCompany(db);
  const project = await buildProject(db, { companyId: company.id });
  const background = `bg-${randomUUID()}.png`;
  const [survey] = await db
    .insert(surveys)
    .values({ companyId: company.id, projectId: project.id, locationType: 'site_map', locationId: 'site_map', instanceNumber: 1, uploadedImageKey: background })
    .returning();
  const id = randomUUID();
  const keys = { originalKey: `${id}-original`, displayKey: `${id}-display`, thumbKey: `${id}-thumb` };
  await db.insert(photos).values({ id, companyId: company.id, surveyId: survey!.id, originalName: 'rack.jpg', mimeType: 'image/jpeg', size: 1, ...keys });
  const all = [background, keys.originalKey, keys.displayKey, keys.thumbKey];
  for (const key of all) await blobs.put(key, Buffer.from(key), 'image/jpeg');
  return all;
}


/** Writes files into `dir`, the ones named in `stale` last written two hours ago (the grace is one). */
function stage(dir: string, names: string[], stale: string[] = []) {
  const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
  for (const name of names) writeFileSync(path.join(dir, name), 'bytes');
  for (const name of stale) utimesSync(path.join(dir, name), twoHoursAgo, twoHoursAgo);
}

describe.each(stores)('orphan sweep on the %s store', (_name, makeStore) => {
  it('deletes old blobs no row references, keeps referenced ones and young ones', async () => {
    const { db } = await testDatabase();
    const blobs = makeStore();
    const referenced = await referencedBlobs(db, blobs);
    const oldOrphan = `${randomUUID()}-original`;
    await blobs.put(oldOrphan, Buffer.from('from an upload that crashed'), 'image/jpeg');
    // S3 keeps whole seconds: a second either side of the cutoff keeps old and young apart.
    await sleep(1100);
    const olderThan = new Date();
    await sleep(1100);
    const youngOrphan = `${randomUUID()}-display`;
    await blobs.put(youngOrphan, Buffer.from('an upload whose row is on its way'), 'image/jpeg');

    const report = await sweepBlobStore(db, blobs, olderThan);

    expect(report).toEqual({ blobsChecked: 6, orphansDeleted: 1, youngOrphansKept: 1, partialWritesDeleted: 0 });
    expect(await keysIn(blobs)).toEqual([...referenced, youngOrphan].sort());
  });
});

describe('orphan sweep', () => {
  it('reads the blob keys of every company', async () => {
    const { db } = await testDatabase();
    const blobs = createFsBlobStore(tempDir('sweep-blobs'));
    const first = await referencedBlobs(db, blobs);
    const second = await referencedBlobs(db, blobs);
    expect([...(await allReferencedBlobKeys(db))].sort()).toEqual([...first, ...second].sort());
  });

  it('forgets sign-in counts whose 15-minute window has ended, and keeps those still counting', async () => {
    const { db } = await testDatabase();
    const blobs = createFsBlobStore(tempDir('sweep-blobs'));
    await db.insert(loginThrottle).values([
      { key: 'account:old@example.com', attempts: 5, windowStartedAt: new Date(Date.now() - 16 * 60_000) },
      { key: 'account:now@example.com', attempts: 5, windowStartedAt: new Date() },
    ]);
    expect(await sweepSharedState({ db, blobs, graceMs: HOUR })).toMatchObject({ signInCountsForgotten: 1 });
    expect((await db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key)).toEqual(['account:now@example.com']);
  });

  it('forgets the kept answers of idempotent requests after a week, and keeps younger ones', async () => {
    const { db } = await testDatabase();
    const blobs = createFsBlobStore(tempDir('sweep-blobs'));
    const user = await buildUser(db);
    const answer = { userId: user.id, method: 'PATCH', path: '/api/surveys/x', status: 200, body: '{}' };
    await db.insert(idempotencyKeys).values([
      { ...answer, key: 'eight-days', createdAt: new Date(Date.now() - 8 * 24 * HOUR) },
      { ...answer, key: 'six-days', createdAt: new Date(Date.now() - 6 * 24 * HOUR) },
      { ...answer, key: 'now' },
    ]);
    expect(await sweepSharedState({ db, blobs, graceMs: HOUR })).toMatchObject({ idempotencyKeysForgotten: 1 });
    expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key).sort()).toEqual(['now', 'six-days']);
  });

  it('deletes temporary files of interrupted writes once older than the grace', async () => {
    const { db } = await testDatabase();
    const root = tempDir('sweep-blobs');
    const blobs = createFsBlobStore(root);
    await referencedBlobs(db, blobs);
    mkdirSync(path.join(root, 'ab'), { recursive: true });
    const stale = path.join(root, 'ab', `ab12-original.${randomUUID()}.tmp`);
    const fresh = path.join(root, 'ab', `ab34-original.${randomUUID()}.tmp`);
    writeFileSync(stale, 'half a photo');
    writeFileSync(fresh, 'a photo being written');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);

    const report = await sweepSharedState({ db, blobs, graceMs: HOUR });

    expect(report).toMatchObject({ partialWritesDeleted: 1, orphansDeleted: 0 });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('removes staged uploads older than the grace, and every one at start; nothing else in the directory', async () => {
    const stagingDir = tempDir('sweep-tmp');
    const staged = () => readdirSync(stagingDir).sort();
    const stale = `upload-${randomUUID()}`;
    const fresh = `upload-${randomUUID()}`;
    stage(stagingDir, [stale, fresh, 'keep-me.txt'], [stale, 'keep-me.txt']);
    const log = memoryLog();

    await removeStaleStagedUploads(stagingDir, HOUR, log);
    expect(staged()).toEqual([fresh, 'keep-me.txt'].sort());

    await clearStagedUploads(stagingDir, log);
    expect(staged()).toEqual(['keep-me.txt']);
    expect(log.lines).toEqual([
      { level: 'info', message: 'removed staged uploads older than the grace', stagingFilesDeleted: 1 },
      { level: 'info', message: 'removed uploads left staged by a previous run', stagingFilesDeleted: 1 },
    ]);
  });

  it('logs a staging directory it cannot read, rather than failing the start or the tick', async () => {
    // A file where the directory should be.
    const notADirectory = path.join(tempDir('sweep-tmp'), 'tmp');
    writeFileSync(notADirectory, 'bytes');
    const log = memoryLog();

    await clearStagedUploads(notADirectory, log);
    await removeStaleStagedUploads(notADirectory, HOUR, log);

    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'error', message: 'could not clear staged uploads', err: expect.objectContaining({ code: 'ENOTDIR' }) }),
      expect.objectContaining({ level: 'error', message: 'could not remove stale staged uploads; trying again next interval', err: expect.objectContaining({ code: 'ENOTDIR' }) }),
    ]);
  });

  it('deletes nothing when no row references any blob: that looks like the wrong database', async () => {
    const { db } = await testDatabase();
    const blobs = createFsBlobStore(tempDir('sweep-blobs'));
    await blobs.put(`${randomUUID()}-original`, Buffer.from('a photo of another database'), 'image/jpeg');
    const report = await sweepBlobStore(db, blobs, new Date(Date.now() + 1000));
    expect(report).toMatchObject({ orphansDeleted: 0, refused: expect.stringContaining('1 old ones') });
    expect(await keysIn(blobs)).toHaveLength(1);
  });
});

describe(`the sweep's schedule on ${TEST_ENGINE}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: await createWorkerDatabaseUrl('orphan_sweep') });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it('removes stale staged uploads and offers the sweep every interval, and does neither once stopped', async () => {
    // An interval of about a second.
    const config = testConfig({ SWEEP_INTERVAL_MINUTES: '0.02' });
    const stagingDir = path.join(config.dataDir, 'tmp');
    mkdirSync(stagingDir, { recursive: true });
    const log = memoryLog();
    const jobs = createBackgroundJobs({ database, blobs: createFsBlobStore(tempDir('sweep-blobs')), config, pollingIntervalSeconds: 0.5 });
    const linesSaying = (message: string) => log.lines.filter((line) => line.message === message);
    const staleUpload = () => {
      const name = `upload-${randomUUID()}`;
      stage(stagingDir, [name], [name]);
      return path.join(stagingDir, name);
    };

    try {
      await jobs.start(log);
      // Staged after the start's clearing: a later tick removes it.
      const first = staleUpload();
      await vi.waitFor(() => expect(linesSaying('removed staged uploads older than the grace')).toHaveLength(1), { timeout: 10_000, interval: 50 });
      expect(linesSaying('removed staged uploads older than the grace')[0]).toMatchObject({ level: 'info', job: 'orphan-sweep', stagingFilesDeleted: 1 });
      expect(existsSync(first)).toBe(false);
      await vi.waitFor(() => expect(linesSaying('orphan sweep finished').length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 50 });
    } finally {
      await jobs.stop();
    }

    const lines = log.lines.length;
    const second = staleUpload();
    // Two intervals and more: no tick, no sweep.
    await sleep(2_500);
    expect(existsSync(second)).toBe(true);
    expect(log.lines.slice(lines)).toEqual([]);
    expect(log.lines.filter((line) => line.level !== 'info')).toEqual([]);
  });
});
