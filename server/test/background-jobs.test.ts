import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlobStore } from '../blobs/blob-store';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import { openDatabase, type Database, type Db } from '../db/database';
import { usageDailySnapshots } from '../db/schema';
import { createBackgroundJobs, type BackgroundJobs } from '../jobs/background-jobs';
import { startJobQueue } from '../jobs/job-queue';
import { USAGE_SNAPSHOT, usageSnapshotJob, utcDay } from '../jobs/usage-snapshot-job';
import { insertDailyUsage } from '../jobs/usage-snapshots.repo';
import { buildCompany, buildPhoto, buildProject, buildSurvey } from './builders';
import { testConfig } from './harness';
import { createWorkerDatabaseUrl, TEST_ENGINE } from './test-database';
import { memoryLog } from './memory-log';

// Real: the run's engine (a migrated database of this file's own, so that no other file's tests
// meet its pgboss schema), pg-boss, files on disk. Nothing mocked but the logger.

const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `riser-${name}-`));


let url: string;
const databases: Database[] = [];
/** A server's connection to this file's database: a pool of its own. */
async function connect(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url });
  databases.push(database);
  return database;
}

beforeAll(async () => {
  url = await createWorkerDatabaseUrl('background_jobs');
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  await database.close();
});
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close()));
});

/** A company with 2 projects, 3 surveys and 2 photos of 1 000 and 2 500 bytes. */
async function companyWithUsage(db: Db) {
  const company = await buildCompany(db);
  const first = await buildProject(db, { companyId: company.id });
  const second = await buildProject(db, { companyId: company.id });
  const survey = await buildSurvey(db, { companyId: company.id, projectId: first.id });
  await buildSurvey(db, { companyId: company.id, projectId: first.id });
  await buildSurvey(db, { companyId: company.id, projectId: second.id });
  await buildPhoto(db, { companyId: company.id, surveyId: survey.id, size: 1_000 });
  await buildPhoto(db, { companyId: company.id, surveyId: survey.id, size: 2_500 });
  return company;
}

describe(`usage snapshots on ${TEST_ENGINE}`, () => {
  it('records one row per company per day, and a second run that day adds none', async () => {
    const database = await connect();
    const { db } = database;
    const acme = await companyWithUsage(db);
    const empty = await buildCompany(db);
    const log = memoryLog();
    const queue = await startJobQueue({ database, log, jobs: [usageSnapshotJob({ db })], pollingIntervalSeconds: 0.5 });
    const taken = () => log.lines.filter((line) => line.message === 'usage snapshot taken');
    const rows = () => db.select().from(usageDailySnapshots).where(inArray(usageDailySnapshots.companyId, [acme.id, empty.id]));
    const today = utcDay(new Date());
    try {
      await queue.send(USAGE_SNAPSHOT);
      await vi.waitFor(() => expect(taken()).toHaveLength(1), { timeout: 10_000, interval: 50 });
      await queue.send(USAGE_SNAPSHOT);
      await vi.waitFor(() => expect(taken()).toHaveLength(2), { timeout: 10_000, interval: 50 });
    } finally {
      await queue.stop();
    }

    expect(taken()[1]).toMatchObject({ job: USAGE_SNAPSHOT, day: today, recorded: 0 });
    const recorded = await rows();
    expect(recorded).toHaveLength(2);
    expect(recorded.find((row) => row.companyId === acme.id)).toMatchObject({ day: today, projectsCount: 2, surveysCount: 3, photosCount: 2, totalStorageBytes: 3_500 });
    expect(recorded.find((row) => row.companyId === empty.id)).toMatchObject({ day: today, projectsCount: 0, surveysCount: 0, photosCount: 0, totalStorageBytes: 0 });

    // The next day is a row of its own.
    const figures = { projectsCount: 2, surveysCount: 3, photosCount: 2, totalStorageBytes: 3_500 };
    expect(await insertDailyUsage(db, '2099-01-01', [{ companyId: acme.id, ...figures }])).toBe(1);
    expect(await insertDailyUsage(db, '2099-01-01', [{ companyId: acme.id, ...figures, photosCount: 9 }])).toBe(0);
    expect((await rows()).filter((row) => row.companyId === acme.id).map((row) => [row.day, row.photosCount])).toEqual([
      [today, 2],
      ['2099-01-01', 2],
    ]);
  });
});

describe(`the orphan sweep as a job on ${TEST_ENGINE}`, () => {
  const running: BackgroundJobs[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  });

  it('runs once across two servers starting together: an old unreferenced blob goes, referenced and young ones stay, staged uploads are cleared at start', async () => {
    const blobsDir = tempDir('jobs-blobs');
    const storeOf = (): BlobStore => createFsBlobStore(blobsDir);
    const { db } = await connect();
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    const makeOld = (key: string) => utimesSync(path.join(blobsDir, key.slice(0, 2), key), twoHoursAgo, twoHoursAgo);

    // A photo whose three blobs are stored and old, an old blob nothing references, a young one.
    const blobs = storeOf();
    const company = await buildCompany(db);
    const project = await buildProject(db, { companyId: company.id });
    const survey = await buildSurvey(db, { companyId: company.id, projectId: project.id });
    const photo = await buildPhoto(db, { companyId: company.id, surveyId: survey.id });
    const referenced = [photo.originalKey, photo.displayKey, photo.thumbKey];
    const oldOrphan = `${randomUUID()}-original`;
    const youngOrphan = `${randomUUID()}-display`;
    for (const key of [...referenced, oldOrphan, youngOrphan]) await blobs.put(key, Buffer.from(key), 'image/jpeg');
    for (const key of [...referenced, oldOrphan]) makeOld(key);

    // Each server's own staging directory holds an upload its previous run left.
    const servers = [testConfig(), testConfig()].map((config) => {
      mkdirSync(path.join(config.dataDir, 'tmp'), { recursive: true });
      const staged = path.join(config.dataDir, 'tmp', `upload-${randomUUID()}`);
      writeFileSync(staged, 'half an upload');
      return { config, staged, log: memoryLog() };
    });

    await Promise.all(
      servers.map(async (server) => {
        const jobs = createBackgroundJobs({ database: await connect(), blobs: storeOf(), config: server.config, pollingIntervalSeconds: 0.5 });
        running.push(jobs);
        await jobs.start(server.log);
        // Cleared before start answers (main.ts listens after it).
        expect(existsSync(server.staged)).toBe(false);
      }),
    );

    const sweeps = () => servers.flatMap((server) => server.log.lines.filter((line) => line.message === 'orphan sweep finished'));
    await vi.waitFor(() => expect(sweeps()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    // Two more polls of every worker: the interval's sweep ran on one server only.
    await sleep(1_100);
    expect(sweeps()).toEqual([expect.objectContaining({ job: 'orphan-sweep', claimed: true, orphansDeleted: 1, youngOrphansKept: 1, blobsChecked: 5 })]);
    expect(readdirSync(blobsDir, { recursive: true }).filter((name) => String(name).includes('-')).map((name) => path.basename(String(name))).sort()).toEqual(
      [...referenced, youngOrphan].sort(),
    );
    expect(servers.flatMap((server) => server.log.lines.filter((line) => line.level !== 'info'))).toEqual([]);

    const stats = await running[0]!.stats();
    expect(stats.map((entry) => entry.queue).sort()).toEqual(['orphan-sweep', 'usage-snapshot', 'webhook-delivery']);
    expect(stats.find((entry) => entry.queue === 'orphan-sweep')).toEqual({ queue: 'orphan-sweep', queued: 0, active: 0, failed: 0 });
  });

  it('logs a failed sweep through the app’s logger, counts it failed, and sweeps again next interval', async () => {
    const broken: BlobStore = {
      ...createFsBlobStore(tempDir('jobs-blobs')),
      // eslint-disable-next-line require-yield
      async *list() {
        throw new Error('bucket unreachable');
      },
    };
    const log = memoryLog();
    // An interval of about a second: slots of their own, apart from the test above.
    const jobs = createBackgroundJobs({ database: await connect(), blobs: broken, config: testConfig({ SWEEP_INTERVAL_MINUTES: '0.02' }), pollingIntervalSeconds: 0.5 });
    running.push(jobs);
    await jobs.start(log);

    const failures = () => log.lines.filter((line) => line.message === 'orphan sweep failed; it runs again next interval');
    await vi.waitFor(() => expect(failures().length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 50 });
    expect(failures()[0]).toMatchObject({ level: 'error', job: 'orphan-sweep', err: expect.objectContaining({ message: 'bucket unreachable' }) });
    // pg-boss records a run's failure just after the run throws: the count follows a moment later.
    await vi.waitFor(async () => expect((await jobs.stats()).find((entry) => entry.queue === 'orphan-sweep')!.failed).toBeGreaterThanOrEqual(2), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
