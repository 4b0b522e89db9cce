import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo, PhotoPin } from '../../../../common/schemas/photos';
import type { QueuedWrite } from '../../../lib/mutations';
import { openOfflineDb, type OfflineDb } from '../../../offline/offline-db';
import { Outbox } from '../../../offline/outbox';
import { overlayPhotos } from '../../../offline/overlays';
import { SyncEngine } from '../../../offline/sync-engine';
import type { PreparedRequest, Sent } from '../../../offline/transport';
import { preparePinChange, prepareUnpin } from './pin-photo';

// The pin writes through the real outbox and sync engine on a fake IndexedDB, with a fake
// server: a pin placed without signal shows at once, waits for its photo's upload, is sent
// once, and taking it off never takes anything else of the photo with it.

const OWNER = 'user-1';
const SURVEY = '5b0f7f34-3f59-4d9c-9d2e-3c1a3c0e6a11';
const SITE_MAP = '7d2c1b0a-9e8f-4a6b-8c5d-4e3f2a1b0c9d';
const PHOTO = '0d9b3c52-8f0e-4d57-9a51-5b1f0d4b7a10';
const NOW = new Date('2026-03-14T09:26:00.000Z');

class FakeServer {
  reachable = true;
  received: PreparedRequest[] = [];
  answer: (request: PreparedRequest) => Sent = () => ({ kind: 'answer', status: 200, answer: {} });

  send = async (request: PreparedRequest): Promise<Sent> => {
    if (!this.reachable) return { kind: 'unreachable' };
    this.received.push(request);
    return this.answer(request);
  };
}

let db: OfflineDb;
let outbox: Outbox;
let engine: SyncEngine;
let server: FakeServer;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  server = new FakeServer();
  db = openOfflineDb(`pins-${crypto.randomUUID()}`);
  outbox = new Outbox(db, () => engine.inFlight(), () => NOW.getTime());
  engine = new SyncEngine({ outbox, send: server.send, now: () => NOW.getTime(), exclusive: async (run) => (await run(), true) });
  engine.setOwner(OWNER);
});

afterEach(async () => {
  engine.setOwner(null);
  db.close();
  vi.useRealTimers();
  await db.delete();
});

/** What queueWrite does first: the entry (and its bytes) in one transaction. */
function queue(write: QueuedWrite | null) {
  if (!write) return Promise.resolve(null);
  const { blobs = [], waitMs: _waitMs, ...entry } = write;
  return outbox.add(OWNER, entry, blobs);
}

const ref = { id: PHOTO, surveyId: SURVEY, title: 'North wall' };
const sitePin = (overrides: Partial<PhotoPin> = {}): PhotoPin => ({ surveyId: SITE_MAP, x: 640, y: 480, direction: 90, number: 3, ...overrides });

function serverPhoto(overrides: Partial<Photo> = {}): Photo {
  return {
    id: PHOTO,
    surveyId: SURVEY,
    originalName: 'rack.jpg',
    label: 'North wall',
    version: 2,
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

/** A photo upload as the photo panel queues it (its bytes beside it). */
function uploadEntry(): QueuedWrite {
  return {
    method: 'POST',
    path: `/api/surveys/${SURVEY}/photos`,
    upload: { fields: { id: PHOTO, elevationLevel: '0' }, fileField: 'photo', fileName: 'rack.jpg', blobId: 'blob-1' },
    blobs: [{ id: 'blob-1', blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }) }],
    target: { type: 'photo', id: PHOTO, parentId: SURVEY },
    action: 'upload',
    summary: 'Photo · rack.jpg',
    preview: serverPhoto({ label: null, version: 1 }),
  };
}

const sent = () => server.received.map((request) => `${request.method} ${request.path}`);

describe('a pin placed without signal', () => {
  it('shows on the photo at once with the number it will most likely get, and is sent once when the server answers', async () => {
    server.reachable = false;
    await queue(await preparePinChange(outbox, OWNER, { photo: ref, pin: sitePin(), planName: 'Site Map' }));
    await engine.run();
    const [shown] = overlayPhotos(SURVEY, [serverPhoto()], await outbox.list(OWNER));
    expect(shown!.pin).toEqual(sitePin());
    expect(shown!.pending).toEqual({ changed: true });
    expect((await outbox.list(OWNER)).map((entry) => entry.summary)).toEqual(['Photo pin · North wall on Site Map']);

    server.reachable = true;
    await engine.run();
    expect(sent()).toEqual([`PUT /api/photos/${PHOTO}/pin`]);
    expect(server.received[0]!.body).toEqual({ surveyId: SITE_MAP, x: 640, y: 480, direction: 90 });
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('moved again before it was sent: one PUT, the last placement', async () => {
    server.reachable = false;
    await queue(await preparePinChange(outbox, OWNER, { photo: ref, pin: sitePin(), planName: 'Site Map' }));
    await queue(await preparePinChange(outbox, OWNER, { photo: ref, pin: sitePin({ x: 100, direction: null }), planName: 'Site Map' }));
    expect(await outbox.list(OWNER)).toHaveLength(1);

    server.reachable = true;
    await engine.run();
    expect(server.received.map((request) => request.body)).toEqual([{ surveyId: SITE_MAP, x: 100, y: 480, direction: null }]);
  });

  it('on a photo still waiting to upload, goes after the upload', async () => {
    server.reachable = false;
    await queue(uploadEntry());
    await queue(await preparePinChange(outbox, OWNER, { photo: ref, pin: sitePin(), planName: 'Site Map' }));
    const [shown] = overlayPhotos(SURVEY, [], await outbox.list(OWNER));
    expect(shown!.pin).toEqual(sitePin());

    server.reachable = true;
    server.answer = (request) => ({ kind: 'answer', status: request.method === 'POST' ? 201 : 200, answer: serverPhoto() });
    await engine.run();
    expect(sent()).toEqual([`POST /api/surveys/${SURVEY}/photos`, `PUT /api/photos/${PHOTO}/pin`]);
  });
});

describe('taking a pin off', () => {
  it('on the server: a DELETE, shown at once, and a pin already gone there is done', async () => {
    server.reachable = false;
    await queue(await prepareUnpin(outbox, OWNER, ref));
    const [shown] = overlayPhotos(SURVEY, [serverPhoto({ pin: sitePin() })], await outbox.list(OWNER));
    expect(shown!.pin).toBeNull();

    server.reachable = true;
    server.answer = () => ({ kind: 'answer', status: 404, code: 'NOT_FOUND', body: { message: 'Photo not found.' } });
    await engine.run();
    expect(sent()).toEqual([`DELETE /api/photos/${PHOTO}/pin`]);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('of a photo never uploaded: its waiting pin is taken back, nothing is sent, the photo stays', async () => {
    server.reachable = false;
    await queue(uploadEntry());
    await queue(await preparePinChange(outbox, OWNER, { photo: ref, pin: sitePin(), planName: 'Site Map' }));
    expect(await prepareUnpin(outbox, OWNER, ref)).toBeNull();
    expect((await outbox.list(OWNER)).map((entry) => entry.action)).toEqual(['upload']);
    expect(await db.blobs.count()).toBe(1);
  });

  it('keeps the label waiting for the same photo (a DELETE of its pin is not a delete of the photo)', async () => {
    server.reachable = false;
    await queue({
      method: 'PUT',
      path: `/api/photos/${PHOTO}`,
      body: { label: 'MDF rack', baseVersion: 2 },
      target: { type: 'photo', id: PHOTO, parentId: SURVEY },
      action: 'label',
      summary: 'Photo label · MDF rack',
      preview: { label: 'MDF rack' },
    });
    await queue(await preparePinChange(outbox, OWNER, { photo: ref, pin: sitePin(), planName: 'Site Map' }));
    await queue(await prepareUnpin(outbox, OWNER, ref));
    expect((await outbox.list(OWNER)).map((entry) => `${entry.action} ${entry.method}`)).toEqual(['label PUT', 'pin DELETE']);

    server.reachable = true;
    await engine.run();
    expect(sent()).toEqual([`PUT /api/photos/${PHOTO}`, `DELETE /api/photos/${PHOTO}/pin`]);
  });
});
