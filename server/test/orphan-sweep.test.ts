import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BlobStore } from '../blobs/blob-store';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import { createS3BlobStore } from '../blobs/s3-blob-store';
import type { Db } from '../db/database';
import { idempotencyKeys, loginThrottle, photos, surveys } from '../db/schema';
import { ORPHAN_SWEEP, runOrphanSweep, startOrphanSweeps, sweepBlobStore, type OrphanSweepDeps } from '../maintenance/orphan-sweep';
import { allReferencedBlobKeys, claimMaintenanceRun } from '../maintenance/sweep.repo';
import { buildCompany, buildProject, buildUser } from './builders';
import { testDatabase } from './test-database';

// Real: the run's database engine, files on disk, an S3 protocol server (s3rver). Nothing mocked
// but a logger, and a blob store that fails on purpose in one test.

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

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

function deps(db: Db, blobs: BlobStore, values: Partial<OrphanSweepDeps> = {}): OrphanSweepDeps {
  return { db, blobs, stagingDir: tempDir('sweep-tmp'), graceMs: HOUR, intervalMs: HOUR, log: silentLog(), ...values };
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

  it('sweeps the store once however many servers run at the same moment', async () => {
    const { db } = await testDatabase();
    const blobs = makeStore();
    await referencedBlobs(db, blobs);
    await blobs.put(`${randomUUID()}-thumb`, Buffer.from('orphan'), 'image/jpeg');
    await sleep(1100);

    const runs = await Promise.all([runOrphanSweep(deps(db, blobs, { graceMs: 1000 })), runOrphanSweep(deps(db, blobs, { graceMs: 1000 }))]);

    expect(runs.map((r) => r.claimed).sort()).toEqual([false, true]);
    expect(runs.reduce((sum, r) => sum + (r.orphansDeleted ?? 0), 0)).toBe(1);
    expect(await keysIn(blobs)).toHaveLength(4);
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

  it('gives each interval to exactly one of several servers asking at once, and the next one after the interval', async () => {
    const { db } = await testDatabase();
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimMaintenanceRun(db, ORPHAN_SWEEP, 500)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimMaintenanceRun(db, ORPHAN_SWEEP, 500)).toBe(false);
    await sleep(600);
    const later = await Promise.all(Array.from({ length: 5 }, () => claimMaintenanceRun(db, ORPHAN_SWEEP, 500)));
    expect(later.filter(Boolean)).toHaveLength(1);
  });

  it('forgets sign-in counts whose 15-minute window has ended, and keeps those still counting', async () => {
    const { db } = await testDatabase();
    const blobs = createFsBlobStore(tempDir('sweep-blobs'));
    await db.insert(loginThrottle).values([
      { key: 'account:old@example.com', attempts: 5, windowStartedAt: new Date(Date.now() - 16 * 60_000) },
      { key: 'account:now@example.com', attempts: 5, windowStartedAt: new Date() },
    ]);
    expect(await runOrphanSweep(deps(db, blobs))).toMatchObject({ claimed: true, signInCountsForgotten: 1 });
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
    expect(await runOrphanSweep(deps(db, blobs))).toMatchObject({ claimed: true, idempotencyKeysForgotten: 1 });
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

    const report = await runOrphanSweep(deps(db, blobs));

    expect(report).toMatchObject({ claimed: true, partialWritesDeleted: 1, orphansDeleted: 0 });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('removes staged uploads older than the grace at every run, and every one at start', async () => {
    const { db } = await testDatabase();
    const blobs = createFsBlobStore(tempDir('sweep-blobs'));
    const stagingDir = tempDir('sweep-tmp');
    const staged = () => readdirSync(stagingDir).sort();
    const stale = `upload-${randomUUID()}`;
    const fresh = `upload-${randomUUID()}`;
    for (const name of [stale, fresh, 'keep-me.txt']) writeFileSync(path.join(stagingDir, name), 'bytes');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(path.join(stagingDir, stale), twoHoursAgo, twoHoursAgo);

    expect(await runOrphanSweep(deps(db, blobs, { stagingDir }))).toMatchObject({ stagingFilesDeleted: 1 });
    expect(staged()).toEqual([fresh, 'keep-me.txt'].sort());

    const sweeps = await startOrphanSweeps(deps(db, blobs, { stagingDir }));
    expect(staged()).toEqual(['keep-me.txt']);
    await sweeps.stop();
  });

  it('deletes nothing when no row references any blob: that looks like the wrong database', async () => {
    const { db } = await testDatabase();
    const blobs = createFsBlobStore(tempDir('sweep-blobs'));
    await blobs.put(`${randomUUID()}-original`, Buffer.from('a photo of another database'), 'image/jpeg');
    const report = await sweepBlobStore(db, blobs, new Date(Date.now() + 1000));
    expect(report).toMatchObject({ orphansDeleted: 0, refused: expect.stringContaining('1 old ones') });
    expect(await keysIn(blobs)).toHaveLength(1);
  });

  it('logs a failed run, runs again next interval, and stops when told', async () => {
    const { db } = await testDatabase();
    const broken: BlobStore = {
      ...createFsBlobStore(tempDir('sweep-blobs')),
      // eslint-disable-next-line require-yield
      async *list() {
        throw new Error('bucket unreachable');
      },
    };
    const log = silentLog();
    const sweeps = await startOrphanSweeps(deps(db, broken, { intervalMs: 50, log }));
    await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'bucket unreachable' }) }, expect.stringContaining('orphan sweep failed'));
    await sweeps.stop();
    const calls = log.error.mock.calls.length + log.info.mock.calls.length;
    await sleep(200);
    expect(log.error.mock.calls.length + log.info.mock.calls.length).toBe(calls);
  });
});
