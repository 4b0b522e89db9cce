import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { photos } from '../db/schema';
import { allReferencedBlobKeys } from '../maintenance/sweep.repo';
import { multipart, noisyJpeg, smallPng } from './image-fixtures';
import { createFreshDatabase, dropDatabase } from './fresh-database';
import { startServer, type RunningServer } from './server-process';
import { TEST_ENGINE } from './test-database';

// kill -9 in the middle of autosaves and photo uploads, on a real server process and the run's
// database engine, then a restart: nothing acknowledged is lost, nothing half-written shows, and
// the orphan sweep leaves no unreferenced blob, temporary file or staged upload behind.

const ROUNDS = 3;
const AUTOSAVES = 100;
const UPLOADS = 24;
const SURVEYS = 20;
// Unit surveys also get backgrounds (a new blob each, the previous one deleted after the row).
const UNIT_SURVEYS = 4;
// Short, so the test need not wait an hour; the crashed server ran with the default hour.
const SWEEP_GRACE_MINUTES = 0.05;
const GRACE_MS = SWEEP_GRACE_MINUTES * 60_000;
const ROOT = { email: 'chief@example.com', password: 'chief-secret' };

interface Storage {
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

/** A data directory, and on PostgreSQL a database, of this test's own. */
async function createStorage(): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-crash-'));
  const base = { DATA_DIR: dataDir, ROOT_EMAIL: ROOT.email, ROOT_PASSWORD: ROOT.password };
  if (TEST_ENGINE !== 'postgres') {
    return { env: base, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `riser_crash_${process.pid}`;
  const serverUrl = process.env.TEST_DATABASE_URL!;
  return {
    env: { ...base, DATABASE_URL: await createFreshDatabase(serverUrl, name) },
    dataDir,
    drop: async () => {
      await dropDatabase(serverUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What is on disk and in the database while no server runs. */
async function inspect(storage: Storage) {
  const database = await openDatabase({
    databaseUrl: storage.env.DATABASE_URL,
    dataDir: storage.dataDir,
  });
  let referenced: Set<string>;
  let photoRows: number;
  try {
    referenced = await allReferencedBlobKeys(database.db);
    photoRows = (await database.db.select({ n: count() }).from(photos))[0]!.n;
  } finally {
    await database.close();
  }
  // The embedded database's own files are its business; everything else is Riser's.
  const files = readdirSync(storage.dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(storage.dataDir, path.join(e.parentPath, e.name)))
    .filter((file) => !file.startsWith(`pg${path.sep}`));
  const blobs = files.filter((f) => f.startsWith(`blobs${path.sep}`) && !f.endsWith('.tmp')).map((f) => path.basename(f));
  return {
    photoRows,
    referenced: referenced.size,
    missing: [...referenced].filter((key) => !blobs.includes(key)),
    orphans: blobs.filter((key) => !referenced.has(key)),
    temporary: files.filter((f) => f.endsWith('.tmp')),
    staged: files.filter((f) => path.basename(f).startsWith('upload-')),
  };
}

function client(server: RunningServer, cookie?: string) {
  return (method: string, url: string, body?: unknown) =>
    fetch(server.baseUrl + url, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function json<T>(response: Promise<Response> | Response, status = 200): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

type SweepLine = Record<string, number> & { claimed?: boolean };
const sweepLines = (server: RunningServer): SweepLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('"job":"orphan-sweep"'))
    .map((line) => JSON.parse(line) as SweepLine);

/** Waits for a sweep of the blob store that began after `since` (its log line says when it ended and how long it took). */
async function sweepStartedAfter(server: RunningServer, since: number) {
  await vi.waitFor(
    () => {
      if (!sweepLines(server).some((entry) => entry.claimed && entry.time! - entry.ms! > since)) {
        throw new Error(`no blob sweep after ${new Date(since).toISOString()} yet`);
      }
    },
    { timeout: 90_000, interval: 250 },
  );
  // What every sweep of this server removed so far, at start and since.
  const total = (field: string) => sweepLines(server).reduce((sum, entry) => sum + (entry[field] ?? 0), 0);
  return { orphansDeleted: total('orphansDeleted'), partialWritesDeleted: total('partialWritesDeleted'), stagingFilesDeleted: total('stagingFilesDeleted') };
}

interface Write {
  kind: 'autosave' | 'upload';
  surveyId: string;
  /** The form field an autosave sets, or the photo's client id. */
  key: string;
  value?: string;
  background?: boolean;
  settled: boolean;
  acknowledged: boolean;
}

describe(`crash safety on ${TEST_ENGINE}`, () => {
  const storages: Storage[] = [];
  afterAll(async () => {
    for (const storage of storages) await storage.drop();
  });

  it(`keeps every acknowledged write through ${ROUNDS} kill -9 rounds, and the sweep leaves nothing behind`, { timeout: 900_000 }, async () => {
    const started = Date.now();
    const storage = await createStorage();
    storages.push(storage);
    const photo = await noisyJpeg(1200, 900);
    const background = `data:image/png;base64,${(await smallPng()).toString('base64')}`;

    let server = await startServer(storage.env);
    const cookie = (await client(server)('POST', '/api/login', ROOT)).headers.getSetCookie()[0]!.split(';')[0]!;
    let api = client(server, cookie);
    const company = await json<{ id: string }>(api('POST', '/api/companies', { name: 'Crash Test Networks' }), 201);
    const project = await json<{ id: string }>(api('POST', '/api/projects', { name: 'Oak Towers', companyId: company.id }), 201);
    const surveyIds: string[] = [];
    for (let i = 0; i < SURVEYS; i++) {
      const locationType = i < UNIT_SURVEYS ? 'unit' : 'idf';
      surveyIds.push((await json<{ id: string }>(api('POST', `/api/projects/${project.id}/surveys`, { locationType }), 201)).id);
    }

    const acknowledged: Write[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      if (round > 1) {
        server = await startServer(storage.env);
        api = client(server, cookie);
      }

      // Photo uploads (multipart, with a client id as the offline outbox sends them), then, once
      // some are stored, autosaves (baseVersion omitted, as the form sends them) on top: kill -9
      // lands while both kinds are on their way.
      const writes: Write[] = [];
      const requests: Promise<void>[] = [];
      const track = (write: Write, request: () => Promise<Response>) => {
        writes.push(write);
        requests.push(
          request()
            .then((response) => {
              write.acknowledged = response.ok;
              return response.arrayBuffer();
            })
            .then(
              () => undefined,
              () => undefined,
            )
            .finally(() => (write.settled = true)),
        );
      };
      const done = (kind: Write['kind']) => writes.filter((w) => w.kind === kind && w.acknowledged).length;
      const until = (condition: () => boolean) =>
        vi.waitFor(
          () => {
            if (!condition()) throw new Error('not enough acknowledged yet');
          },
          { timeout: 300_000, interval: 5 },
        );

      for (let i = 0; i < UPLOADS; i++) {
        const surveyId = surveyIds[(i * 7) % SURVEYS]!;
        const write: Write = { kind: 'upload', surveyId, key: randomUUID(), settled: false, acknowledged: false };
        const form = await multipart({ photo: { name: `riser-${i}.jpg`, type: 'image/jpeg', bytes: photo }, fields: { elevationLevel: '1', id: write.key } });
        track(write, () =>
          fetch(`${server.baseUrl}/api/surveys/${surveyId}/photos`, { method: 'POST', headers: { 'content-type': form.contentType, cookie }, body: form.payload }),
        );
      }
      await until(() => done('upload') >= 2);
      for (let i = 0; i < AUTOSAVES; i++) {
        const surveyId = surveyIds[i % SURVEYS]!;
        const write: Write = { kind: 'autosave', surveyId, key: `round${round}_note${i}`, value: randomUUID(), settled: false, acknowledged: false };
        write.background = i % SURVEYS < UNIT_SURVEYS;
        const body = { formData: { [write.key]: write.value! }, ...(write.background ? { uploadedImage: background } : {}) };
        track(write, () => api('PATCH', `/api/surveys/${surveyId}`, body));
      }
      // Each round crashes at another point (20, 40, 60 autosaves stored); backgrounds are decoded
      // before they are stored, so wait for a few of those too, and others are mid-write.
      await until(() => done('autosave') >= 20 * round && writes.filter((w) => w.background && w.acknowledged).length >= 3);
      server.child.kill('SIGKILL');
      const killedAt = Date.now();
      const inFlight = writes.filter((w) => !w.settled);
      await server.exited;
      await Promise.all(requests);
      expect(inFlight.length).toBeGreaterThan(0);
      acknowledged.push(...writes.filter((w) => w.acknowledged));

      // Straight after the crash, before any sweep: no row points at a blob that is not whole.
      const crashed = await inspect(storage);
      expect(crashed.missing).toEqual([]);

      // Restart with a short grace, and wait for a sweep that began once the grace had passed.
      server = await startServer({ ...storage.env, SWEEP_GRACE_MINUTES: String(SWEEP_GRACE_MINUTES), SWEEP_INTERVAL_MINUTES: String(SWEEP_GRACE_MINUTES) });
      api = client(server, cookie);
      const sweep = await sweepStartedAfter(server, killedAt + GRACE_MS + 1000);

      // Every acknowledged write of every round so far is there.
      const surveys = new Map<string, { formData: Record<string, unknown>; uploadedImage: string | null }>();
      for (const id of surveyIds) surveys.set(id, await json(api('GET', `/api/surveys/${id}`)));
      const listed = new Map<string, string[]>();
      for (const id of surveyIds) listed.set(id, (await json<{ id: string }[]>(api('GET', `/api/surveys/${id}/photos`))).map((p) => p.id));
      for (const write of acknowledged) {
        if (write.kind === 'autosave') {
          expect(surveys.get(write.surveyId)!.formData[write.key], `autosave ${write.key}`).toBe(write.value);
          if (write.background) expect(surveys.get(write.surveyId)!.uploadedImage).not.toBeNull();
        } else {
          expect(listed.get(write.surveyId), `photo ${write.key}`).toContain(write.key);
        }
      }
      // Every photo listed (acknowledged or not) and every background answers whole.
      let photosServed = 0;
      for (const [, ids] of listed) {
        for (const id of ids) {
          for (const size of ['thumb', 'display', 'original']) {
            const image = await api('GET', `/api/photos/${id}?size=${size}`);
            expect(image.status, `photo ${id} ${size}`).toBe(200);
            expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
          }
          photosServed++;
        }
      }
      for (const [id, survey] of surveys) {
        if (!survey.uploadedImage) continue;
        // Bodies are read to the end: an unread one keeps its connection busy and holds up shutdown.
        const image = await api('GET', survey.uploadedImage);
        expect(image.status, `background of ${id}`).toBe(200);
        expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }

      // SIGTERM once every answer is finished on the server's side too: a keep-alive connection
      // whose answer finishes after shutdown began is not closed by it (reported, not ours here).
      await vi.waitFor(() => {
        const lines = server.output().split('\n');
        const pending = lines.filter((l) => l.includes('"incoming request"')).length - lines.filter((l) => l.includes('"request completed"')).length;
        if (pending > 0) throw new Error(`${pending} answers still being sent`);
      });
      server.child.kill('SIGTERM');
      const exitCode = await server.exited;
      expect(exitCode, `clean exit after SIGTERM; the server said:\n${server.output().split('\n').slice(-15).join('\n')}`).toBe(0);
      const swept = await inspect(storage);
      expect(swept).toMatchObject({ missing: [], orphans: [], temporary: [], staged: [] });
      expect(swept.photoRows).toBe(photosServed);

      const count = (kind: Write['kind'], list: Write[]) => list.filter((w) => w.kind === kind).length;
      console.log(
        `[crash-safety ${TEST_ENGINE}] round ${round}: acknowledged ${count('autosave', writes.filter((w) => w.acknowledged))}/${AUTOSAVES} autosaves ` +
          `and ${count('upload', writes.filter((w) => w.acknowledged))}/${UPLOADS} uploads; in flight at kill -9: ${count('autosave', inFlight)} autosaves, ` +
          `${count('upload', inFlight)} uploads; checked after restart: ${count('autosave', acknowledged)} autosaves, ${count('upload', acknowledged)} photos ` +
          `(${photosServed} photo rows, each served in 3 sizes); left by the crash: ${crashed.orphans.length} unreferenced blobs, ` +
          `${crashed.temporary.length} temporary files, ${crashed.staged.length} staged uploads; after the sweep ` +
          `(the server's sweeps deleted ${sweep.orphansDeleted} orphans, ${sweep.partialWritesDeleted} partial writes, ${sweep.stagingFilesDeleted} staged uploads): ` +
          `${swept.orphans.length} unreferenced, ` +
          `${swept.temporary.length} temporary, ${swept.staged.length} staged`,
      );
    }
    console.log(`[crash-safety ${TEST_ENGINE}] ${ROUNDS} rounds in ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
