import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '../../../../common/schemas/photos';
import type { QueuedWrite } from '../../../lib/mutations';
import { openOfflineDb, type OfflineDb } from '../../../offline/offline-db';
import { Outbox } from '../../../offline/outbox';
import { overlayPhotos } from '../../../offline/overlays';
import { SyncEngine } from '../../../offline/sync-engine';
import type { PreparedRequest, Sent } from '../../../offline/transport';
import { hasLabelConflict, keepMineChanges, loadConflictReader, photoSyncStates, photoSyncText } from '../model/photo-sync-state';
import { photoDeleteWrite, photoUploadWrite, type UploadIds } from '../model/photo-writes';
import { prepareLabelChange } from './update-photo-label';

// The photo writes through the real outbox and sync engine on a fake IndexedDB, with a fake
// server: what a surveyor without signal takes, labels and deletes is kept, shown and sent once.

const OWNER = 'user-1';
const SURVEY = '5b0f7f34-3f59-4d9c-9d2e-3c1a3c0e6a11';
const PHOTO = '0d9b3c52-8f0e-4d57-9a51-5b1f0d4b7a10';
const IDS: UploadIds = { photoId: PHOTO, blobId: 'b6b0e3c1-2f6a-4c8e-9d3b-7a1e5c2d4f60' };
const NOW = new Date('2026-03-14T09:26:00.000Z');
const BYTES = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4];

/** A server that answers as told, and remembers what reached it. */
class FakeServer {
  reachable = true;
  received: { request: PreparedRequest; key: string }[] = [];
  answer: (request: PreparedRequest) => Sent = (request) => ({ kind: 'answer', status: 200, answer: { path: request.path } });
  /** Runs while an upload is being sent (after some of its bytes went). */
  duringUpload: () => Promise<void> = async () => undefined;

  send = async (request: PreparedRequest, options: { idempotencyKey: string; onProgress: (progress: { loaded: number; total: number }) => void }): Promise<Sent> => {
    if (!this.reachable) return { kind: 'unreachable' };
    this.received.push({ request, key: options.idempotencyKey });
    if (request.upload) {
      options.onProgress({ loaded: request.upload.blob.size / 2, total: request.upload.blob.size });
      await this.duringUpload();
    }
    return this.answer(request);
  };
}

const dbName = () => `photos-${crypto.randomUUID()}`;
let name: string;
let db: OfflineDb;
let outbox: Outbox;
let engine: SyncEngine;
let server: FakeServer;

/** The device as it is after the app (re)starts: a new outbox and engine on the same database. */
function startDevice() {
  db = openOfflineDb(name);
  outbox = new Outbox(db, () => engine.inFlight(), () => NOW.getTime());
  engine = new SyncEngine({ outbox, send: server.send, now: () => NOW.getTime(), exclusive: async (run) => (await run(), true) });
  engine.setOwner(OWNER);
}

function stopDevice() {
  engine.setOwner(null);
  db.close();
}

/** What queueWrite does first: the entry and its bytes, in one transaction. */
function queue(write: QueuedWrite) {
  const { blobs = [], waitMs: _waitMs, ...entry } = write;
  return outbox.add(OWNER, entry, blobs);
}

const photoFile = () => new File([new Uint8Array(BYTES)], 'rack.jpg', { type: 'image/jpeg' });
const takePhoto = () => queue(photoUploadWrite({ surveyId: SURVEY, file: photoFile(), fileName: 'rack.jpg', elevationLevel: -1, surveyName: 'MDF' }, IDS, NOW));

/** The photo list and each card's line, as the panel shows them. */
async function screen(list: Photo[] = [], reachable = server.reachable) {
  const entries = await outbox.list(OWNER);
  // As the panel does: a conflict's reader is loaded once one is on the device.
  if (hasLabelConflict(entries)) await loadConflictReader();
  const states = photoSyncStates(SURVEY, entries, { current: engine.getStatus().current, reachable });
  return overlayPhotos(SURVEY, list, entries).map((photo) => ({
    name: photo.label ?? photo.originalName,
    fromDevice: photo.pending?.blobId !== undefined,
    line: states.get(photo.id) ? photoSyncText(states.get(photo.id)!) : null,
  }));
}

function serverPhoto(overrides: Partial<Photo> = {}): Photo {
  return {
    id: PHOTO,
    surveyId: SURVEY,
    originalName: 'rack.jpg',
    label: 'North wall',
    version: 4,
    elevationLevel: 0,
    mimeType: 'image/jpeg',
    size: 8,
    width: 640,
    height: 480,
    takenAt: null,
    latitude: null,
    longitude: null,
    createdAt: NOW.toISOString(),
    pin: null,
    urls: { thumb: `/api/photos/${PHOTO}?size=thumb`, display: `/api/photos/${PHOTO}`, original: `/api/photos/${PHOTO}?size=original` },
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  name = dbName();
  server = new FakeServer();
  startDevice();
});

afterEach(async () => {
  stopDevice();
  vi.useRealTimers();
  await db.delete();
});

describe('a photo taken without signal', () => {
  it('is kept with its bytes, shown from them, still there after the app is closed, and uploaded once when the server answers', async () => {
    server.reachable = false;
    const entry = await takePhoto();
    await engine.run();
    expect(server.received).toEqual([]);

    expect(await screen()).toEqual([{ name: 'rack.jpg', fromDevice: true, line: 'Waiting for connection' }]);
    expect([...new Uint8Array(await (await db.blobs.get(IDS.blobId))!.blob.arrayBuffer())]).toEqual(BYTES);

    // The browser is closed and opened again, still without signal.
    stopDevice();
    startDevice();
    expect(await screen()).toEqual([{ name: 'rack.jpg', fromDevice: true, line: 'Waiting for connection' }]);

    // Back online: the card shows the bytes going, then the photo is the server's.
    server.reachable = true;
    let midway: Awaited<ReturnType<typeof screen>> = [];
    server.duringUpload = async () => {
      midway = await screen();
    };
    server.answer = () => ({ kind: 'answer', status: 201, answer: serverPhoto({ label: null, version: 1 }) });
    await engine.run();
    expect(midway).toEqual([{ name: 'rack.jpg', fromDevice: true, line: 'Uploading 50%' }]);

    expect(server.received).toHaveLength(1);
    const [{ request, key }] = server.received as [{ request: PreparedRequest; key: string }];
    expect(key).toBe(entry!.id);
    expect(request).toMatchObject({ method: 'POST', path: `/api/surveys/${SURVEY}/photos` });
    expect(request.upload).toMatchObject({ fields: { id: PHOTO, elevationLevel: '-1' }, fileField: 'photo', fileName: 'rack.jpg' });
    expect([...new Uint8Array(await request.upload!.blob.arrayBuffer())]).toEqual(BYTES);
    expect(await outbox.list(OWNER)).toEqual([]);
    expect(await db.blobs.count()).toBe(0);

    // Sending again sends nothing more.
    await engine.run();
    expect(server.received).toHaveLength(1);
  });

  it('can be labelled before it is uploaded: the label shows at once and is sent after the upload, based on version 1', async () => {
    server.reachable = false;
    await takePhoto();
    const [pending] = overlayPhotos(SURVEY, [], await outbox.list(OWNER));
    await queue(await prepareLabelChange(outbox, OWNER, { photo: pending!, label: 'MDF rack' }));
    await engine.run();
    expect(await screen()).toEqual([{ name: 'MDF rack', fromDevice: true, line: 'Waiting for connection' }]);

    server.reachable = true;
    await engine.run();
    expect(server.received.map(({ request }) => `${request.method} ${request.path}`)).toEqual([`POST /api/surveys/${SURVEY}/photos`, `PUT /api/photos/${PHOTO}`]);
    expect(server.received[1]!.request.body).toEqual({ label: 'MDF rack', baseVersion: 1 });
  });

  it('deleted before it was uploaded, is simply gone: nothing kept, nothing sent', async () => {
    server.reachable = false;
    await takePhoto();
    const [pending] = overlayPhotos(SURVEY, [], await outbox.list(OWNER));
    await queue(await prepareLabelChange(outbox, OWNER, { photo: pending!, label: 'MDF rack' }));
    expect(await queue(photoDeleteWrite(pending!))).toBeNull();

    expect(await screen()).toEqual([]);
    expect(await db.blobs.count()).toBe(0);
    server.reachable = true;
    await engine.run();
    expect(server.received).toEqual([]);
  });
});

describe('labels and deletes of photos on the server', () => {
  it('a second edit while the first waits replaces it: one PUT, the last label, the version the surveyor saw', async () => {
    server.reachable = false;
    const photo = serverPhoto();
    await queue(await prepareLabelChange(outbox, OWNER, { photo, label: 'First' }));
    await queue(await prepareLabelChange(outbox, OWNER, { photo, label: 'Second' }));
    expect(await screen([photo])).toEqual([{ name: 'Second', fromDevice: false, line: 'Label waiting to send' }]);

    server.reachable = true;
    await engine.run();
    expect(server.received.map(({ request }) => request.body)).toEqual([{ label: 'Second', baseVersion: 4 }]);
  });

  it('a label changed elsewhere meanwhile shows theirs; Keep mine sends mine again on their version', async () => {
    const photo = serverPhoto();
    const theirs = serverPhoto({ label: 'Office label', version: 5 });
    server.answer = () => ({ kind: 'answer', status: 409, code: 'VERSION_CONFLICT', body: { message: 'The label was changed meanwhile.', details: { photo: theirs } } });
    const entry = await queue(await prepareLabelChange(outbox, OWNER, { photo, label: 'Mine' }));
    await engine.run();
    expect(await screen([photo])).toEqual([{ name: 'Mine', fromDevice: false, line: "Label changed elsewhere: 'Office label'" }]);

    server.answer = () => ({ kind: 'answer', status: 200, answer: serverPhoto({ label: 'Mine', version: 6 }) });
    await outbox.update(entry!.id, keepMineChanges((await outbox.get(entry!.id))!));
    await engine.run();
    expect(server.received.map(({ request }) => request.body)).toEqual([
      { label: 'Mine', baseVersion: 4 },
      { label: 'Mine', baseVersion: 5 },
    ]);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('Use theirs drops mine, and an edit over a conflict is based on their version', async () => {
    const photo = serverPhoto();
    const theirs = serverPhoto({ label: 'Office label', version: 5 });
    server.answer = () => ({ kind: 'answer', status: 409, code: 'VERSION_CONFLICT', body: { message: 'Changed.', details: { photo: theirs } } });
    const entry = await queue(await prepareLabelChange(outbox, OWNER, { photo, label: 'Mine' }));
    await engine.run();

    await outbox.discard(OWNER, entry!.id);
    expect(await screen([theirs])).toEqual([{ name: 'Office label', fromDevice: false, line: null }]);

    const again = await queue(await prepareLabelChange(outbox, OWNER, { photo, label: 'Mine' }));
    await engine.run();
    await queue(await prepareLabelChange(outbox, OWNER, { photo, label: 'Mine, after reading theirs' }));
    expect((await outbox.list(OWNER)).map((item) => item.body)).toEqual([{ label: 'Mine, after reading theirs', baseVersion: 5 }]);
    expect(await outbox.get(again!.id)).toBeUndefined();
  });

  it('a delete without signal dims the photo until sent, and Undo keeps it', async () => {
    server.reachable = false;
    const photo = serverPhoto();
    const remove = await queue(photoDeleteWrite(photo));
    expect(await screen([photo])).toEqual([{ name: 'North wall', fromDevice: false, line: 'Will be deleted when back online' }]);

    await outbox.discard(OWNER, remove!.id);
    expect(await screen([photo])).toEqual([{ name: 'North wall', fromDevice: false, line: null }]);
    server.reachable = true;
    await engine.run();
    expect(server.received).toEqual([]);
  });
});
