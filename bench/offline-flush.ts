// Flushing the outbox after a day without signal, against the same writes done online.
//
// A surveyor's day is queued while the server is unreachable: 500 form edits over 50 locations
// and 50 photos (about 0.4 MB each), each written to the outbox (with the photo's bytes) as the
// app does. Then the signal returns and the one sync engine sends everything, in order. The
// baseline is the same 550 requests sent one after the other as they happen, online, with
// nothing kept on the device: what the app did before the outbox. Both run in this process
// against one real server, on fresh locations of the same shape, alternating, three rounds; the
// ratio of the medians is printed (target: at most 2).
//
// The outbox runs on fake-indexeddb here (Node has no IndexedDB); a browser's is faster, so the
// ratio is, if anything, pessimistic.
//
//   npm run bench:offline
import 'fake-indexeddb/auto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openOfflineDb } from '../client/offline/offline-db';
import { Outbox, type NewBlob, type NewEntry } from '../client/offline/outbox';
import { SyncEngine } from '../client/offline/sync-engine';
import type { PreparedRequest, Sent } from '../client/offline/transport';
import { startServer } from '../server/test/server-process';
import { benchAccount } from './support/bench-account';

const LOCATIONS = 50;
const EDITS_PER_LOCATION = 10;
const ROUNDS = 3;

interface Write {
  entry: NewEntry;
  blob?: NewBlob;
}

async function makePhoto(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < raw.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (i / 3) % width >> 3;
    raw[i + 1] = state >> 27;
    raw[i + 2] = 140;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const photo = await makePhoto(7);
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'riser-bench-')),
    ALLOW_SIGNUP: 'true',
    LOG_LEVEL: 'info',
  });
  const base = server.baseUrl;
  try {
    const { cookie, json, project } = await benchAccount(base);

    /** One request, as the engine or the online app sends it. */
    async function send(request: PreparedRequest, idempotencyKey?: string): Promise<Sent> {
      const headers: Record<string, string> = { cookie, accept: 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) };
      let body: BodyInit | undefined;
      if (request.upload) {
        const form = new FormData();
        for (const [name, value] of Object.entries(request.upload.fields)) form.append(name, value);
        form.append(request.upload.fileField, request.upload.blob, request.upload.fileName);
        body = form;
      } else if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      const response = await fetch(`${base}${request.path}`, { method: request.method, headers, body });
      const text = await response.text();
      if (!response.ok) throw new Error(`${request.method} ${request.path}: ${response.status} ${text}`);
      return { kind: 'answer', status: response.status, answer: text ? JSON.parse(text) : undefined };
    }

    /** A day's writes over fresh locations: ten edits each, then its photo. */
    async function day(): Promise<Write[]> {
      const writes: Write[] = [];
      for (let n = 0; n < LOCATIONS; n++) {
        const survey = (await (
          await fetch(`${base}/api/projects/${project.id}/surveys`, { method: 'POST', headers: json, body: JSON.stringify({ locationType: 'mdf' }) })
        ).json()) as { id: string };
        const target = { type: 'survey' as const, id: survey.id, parentId: project.id };
        for (let edit = 0; edit < EDITS_PER_LOCATION; edit++) {
          writes.push({
            entry: {
              method: 'PATCH',
              path: `/api/surveys/${survey.id}`,
              body: { formData: { [`field${edit}`]: `value ${edit} of location ${n}` } },
              target,
              action: 'update',
              summary: `MDF ${n} · edit ${edit}`,
            },
          });
        }
        const photoId = crypto.randomUUID();
        const blobId = crypto.randomUUID();
        writes.push({
          entry: {
            method: 'POST',
            path: `/api/surveys/${survey.id}/photos`,
            upload: { fields: { id: photoId, elevationLevel: '0' }, fileField: 'photo', fileName: `photo-${n}.jpg`, blobId },
            target: { type: 'photo', id: photoId, parentId: survey.id },
            action: 'upload',
            summary: `Photo · MDF ${n}`,
          },
          blob: { id: blobId, blob: new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }) },
        });
      }
      return writes;
    }

    async function online(writes: Write[]): Promise<number> {
      const started = performance.now();
      for (const { entry, blob } of writes) {
        await send({ method: entry.method, path: entry.path, body: entry.body, ...(entry.upload && blob ? { upload: { ...entry.upload, blob: blob.blob } } : {}) });
      }
      return performance.now() - started;
    }

    async function offlineThenFlush(writes: Write[]): Promise<{ queued: number; flushed: number }> {
      const db = openOfflineDb(`bench-${crypto.randomUUID()}`);
      const holder: { engine?: SyncEngine } = {};
      const outbox = new Outbox(db, () => holder.engine?.inFlight() ?? null);
      const engine = new SyncEngine({ outbox, send: (request, options) => send(request, options.idempotencyKey), exclusive: async (run) => (await run(), true) });
      holder.engine = engine;
      const queueStarted = performance.now();
      for (const { entry, blob } of writes) await outbox.add('bench', entry, blob ? [blob] : []);
      const queued = performance.now() - queueStarted;

      const started = performance.now();
      engine.setOwner('bench');
      while ((await outbox.list('bench')).length > 0) await engine.run();
      const flushed = performance.now() - started;
      engine.setOwner(null);
      db.close();
      await db.delete();
      return { queued, flushed };
    }

    const onlineMs: number[] = [];
    const flushMs: number[] = [];
    const queueMs: number[] = [];
    // A warm-up of each, so neither pays for the first compilations.
    await online((await day()).slice(0, 22));
    await offlineThenFlush((await day()).slice(0, 22));
    for (let round = 1; round <= ROUNDS; round++) {
      onlineMs.push(await online(await day()));
      const { queued, flushed } = await offlineThenFlush(await day());
      queueMs.push(queued);
      flushMs.push(flushed);
      console.error(`round ${round}: online ${onlineMs.at(-1)!.toFixed(0)} ms, flush ${flushed.toFixed(0)} ms (queued offline in ${queued.toFixed(0)} ms)`);
    }
    const writes = LOCATIONS * (EDITS_PER_LOCATION + 1);
    const ratio = median(flushMs) / median(onlineMs);
    console.log(
      `offline flush of ${LOCATIONS * EDITS_PER_LOCATION} edits and ${LOCATIONS} photos (${writes} writes): ` +
        `${median(flushMs).toFixed(0)} ms against ${median(onlineMs).toFixed(0)} ms online; ratio ${ratio.toFixed(2)}x (target ≤ 2x); ` +
        `queuing them offline took ${median(queueMs).toFixed(0)} ms`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

await main();
