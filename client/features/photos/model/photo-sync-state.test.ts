import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Photo } from '../../../../common/schemas/photos';
import type { OutboxEntry } from '../../../offline/offline-db';
import {
  canRetry,
  hasLabelConflict,
  isBeingDeleted,
  isConflictReaderLoaded,
  isOnlyOnDevice,
  keepMineChanges,
  loadConflictReader,
  photoSyncStates,
  photoSyncText,
  planLabelChange,
  theirPhoto,
  uploadPercent,
  type PhotoSyncState,
} from './photo-sync-state';

const SURVEY = '5b0f7f34-3f59-4d9c-9d2e-3c1a3c0e6a11';
const OTHER_SURVEY = '9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const P1 = '0d9b3c52-8f0e-4d57-9a51-5b1f0d4b7a10';
const P2 = '1e8a4b63-9f1d-4e68-8b62-6c2e1f5c8b21';

let seq = 0;
function entry(action: OutboxEntry['action'], photoId: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  return {
    seq,
    id: `e${seq}`,
    owner: 'user-1',
    method: action === 'upload' ? 'POST' : action === 'delete' ? 'DELETE' : 'PUT',
    path: `/api/photos/${photoId}`,
    blobIds: [],
    target: { type: 'photo', id: photoId, parentId: SURVEY },
    action,
    summary: action,
    size: 0,
    state: 'pending',
    attempts: 0,
    notBefore: 0,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

function serverPhoto(overrides: Partial<Photo> = {}): Photo {
  return {
    id: P1,
    surveyId: SURVEY,
    originalName: 'rack.jpg',
    label: 'North wall rack',
    version: 4,
    elevationLevel: 0,
    mimeType: 'image/jpeg',
    size: 100,
    width: 640,
    height: 480,
    takenAt: null,
    latitude: null,
    longitude: null,
    createdAt: '2026-03-14T09:26:00.000Z',
    pin: null,
    urls: { thumb: `/api/photos/${P1}?size=thumb`, display: `/api/photos/${P1}`, original: `/api/photos/${P1}?size=original` },
    ...overrides,
  };
}

const conflict = (theirs: Photo) => ({ status: 409, code: 'VERSION_CONFLICT', message: 'Changed elsewhere.', details: { photo: theirs } });
const online = { current: null, reachable: true };
const offline = { current: null, reachable: false };
const stateText = (state: PhotoSyncState | undefined) => (state ? photoSyncText(state) : null);


describe('reading a label conflict', () => {
  it('knows nothing of their photo until the reader is loaded, then reads it', async () => {
    // A fresh copy of the module, as a page that has met no conflict yet has it.
    vi.resetModules();
    const fresh = await import('./photo-sync-state');
    const problem = conflict(serverPhoto({ version: 7 }));
    expect(fresh.isConflictReaderLoaded()).toBe(false);
    expect(fresh.theirPhoto(problem)).toBeNull();
    await fresh.loadConflictReader();
    expect(fresh.isConflictReaderLoaded()).toBe(true);
    expect(fresh.theirPhoto(problem)?.version).toBe(7);
    expect(isConflictReaderLoaded()).toBe(true);
  });

  it('tells whether entries hold a label conflict', () => {
    const clash = entry('label', P1, { state: 'conflict', problem: conflict(serverPhoto({ version: 5 })) });
    expect(hasLabelConflict([clash])).toBe(true);
    expect(hasLabelConflict([entry('label', P1), entry('upload', P2)])).toBe(false);
  });
});

beforeAll(loadConflictReader);
describe('photoSyncStates: what a photo card says', () => {
  it('says a photo waits to upload, or waits for a connection when the server cannot be reached', () => {
    const upload = entry('upload', P1);
    expect(stateText(photoSyncStates(SURVEY, [upload], online).get(P1))).toBe('Waiting to upload');
    expect(stateText(photoSyncStates(SURVEY, [upload], offline).get(P1))).toBe('Waiting for connection');
    expect(isOnlyOnDevice(photoSyncStates(SURVEY, [upload], offline).get(P1))).toBe(true);
  });

  it('shows the bytes sent while its upload is the one being sent, then that the server processes it', () => {
    const upload = entry('upload', P1);
    const other = entry('upload', P2);
    const view = { reachable: true, current: { entryId: upload.id, loaded: 250, total: 1000 } };
    const states = photoSyncStates(SURVEY, [upload, other], view);
    expect(states.get(P1)).toEqual({ kind: 'uploading', entryId: upload.id, loaded: 250, total: 1000 });
    expect(stateText(states.get(P1))).toBe('Uploading 25%');
    expect(stateText(states.get(P2))).toBe('Waiting to upload');
    const done = photoSyncStates(SURVEY, [upload], { reachable: true, current: { entryId: upload.id, loaded: 1000, total: 1000 } });
    expect(stateText(done.get(P1))).toBe('Processing...');
  });

  it('says why an upload was refused', () => {
    const refused = entry('upload', P1, { state: 'failed', problem: { status: 415, message: 'Only JPEG, PNG, GIF and WebP photos can be uploaded.' } });
    const state = photoSyncStates(SURVEY, [refused], online).get(P1);
    expect(stateText(state)).toBe('Not uploaded: Only JPEG, PNG, GIF and WebP photos can be uploaded.');
    expect(state).toMatchObject({ kind: 'upload-failed', canRetry: false });
    expect(isOnlyOnDevice(state)).toBe(true);
  });

  it('offers to try again only what may work another time', () => {
    for (const status of [0, 500, 503, 408, 424, 429]) expect(canRetry({ status, message: 'x' })).toBe(true);
    for (const status of [400, 403, 404, 413, 415, 422]) expect(canRetry({ status, message: 'x' })).toBe(false);
  });

  it('marks a waiting delete, which matters more than anything else waiting for the photo', () => {
    const states = photoSyncStates(SURVEY, [entry('label', P1), entry('delete', P1)], offline);
    expect(stateText(states.get(P1))).toBe('Will be deleted when back online');
    expect(isBeingDeleted(states.get(P1))).toBe(true);
    const remove = entry('delete', P1);
    expect(stateText(photoSyncStates(SURVEY, [remove], { reachable: true, current: { entryId: remove.id, loaded: 0, total: 0 } }).get(P1))).toBe('Deleting...');
  });

  it('marks a label waiting to be sent, and shows their label when it changed elsewhere', () => {
    expect(stateText(photoSyncStates(SURVEY, [entry('label', P1)], offline).get(P1))).toBe('Label waiting to send');
    const clash = entry('label', P1, { state: 'conflict', problem: conflict(serverPhoto({ label: 'Office label', version: 5 })) });
    const state = photoSyncStates(SURVEY, [clash], online).get(P1);
    expect(stateText(state)).toBe("Label changed elsewhere: 'Office label'");
    expect(state).toMatchObject({ kind: 'label-conflict', entryId: clash.id, theirs: { version: 5 } });
  });

  it('marks a pin waiting to be sent, after a label, and says why a pin was refused', () => {
    expect(stateText(photoSyncStates(SURVEY, [entry('pin', P1)], offline).get(P1))).toBe('Pin waiting to send');
    expect(stateText(photoSyncStates(SURVEY, [entry('label', P1), entry('pin', P1)], offline).get(P1))).toBe('Label waiting to send');
    const refused = entry('pin', P1, { state: 'failed', problem: { status: 400, message: 'A photo is pinned on the site map or a unit’s floor plan.' } });
    const state = photoSyncStates(SURVEY, [refused], online).get(P1);
    expect(stateText(state)).toBe('Pin not saved: A photo is pinned on the site map or a unit’s floor plan.');
    expect(state).toMatchObject({ kind: 'pin-failed', entryId: refused.id, canRetry: false });
  });

  it('shows the upload first when a label waits behind it', () => {
    expect(stateText(photoSyncStates(SURVEY, [entry('upload', P1), entry('label', P1)], offline).get(P1))).toBe('Waiting for connection');
  });

  it('ignores photos of other surveys and other kinds of entries, and photos with nothing waiting', () => {
    const states = photoSyncStates(
      SURVEY,
      [entry('upload', P1, { target: { type: 'photo', id: P1, parentId: OTHER_SURVEY } }), entry('update', SURVEY, { target: { type: 'survey', id: SURVEY } })],
      online,
    );
    expect(states.size).toBe(0);
  });
});

describe('uploadPercent', () => {
  it('is whole percent, 100 only once every byte is sent, 0 for an empty total', () => {
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(0, 0)).toBe(0);
  });
});

describe('theirPhoto', () => {
  it('reads the photo from a conflict, and nothing from anything else', () => {
    expect(theirPhoto(conflict(serverPhoto({ version: 7 })))?.version).toBe(7);
    expect(theirPhoto({ status: 409, message: 'x' })).toBeNull();
    expect(theirPhoto({ status: 409, message: 'x', details: { photo: { id: 'not a photo' } } })).toBeNull();
    expect(theirPhoto(undefined)).toBeNull();
  });
});

describe('keepMineChanges', () => {
  it('sends my label again, based on their version, as a pending entry', () => {
    const clash = entry('label', P1, { body: { label: 'Mine', baseVersion: 4 }, state: 'conflict', problem: conflict(serverPhoto({ version: 5 })) });
    expect(keepMineChanges(clash)).toEqual({ body: { label: 'Mine', baseVersion: 5 }, state: 'pending', problem: undefined });
  });

  it('without their version, sends mine without one (the last write wins)', () => {
    const clash = entry('label', P1, { body: { label: 'Mine', baseVersion: 4 }, state: 'conflict', problem: { status: 409, message: 'x' } });
    expect(keepMineChanges(clash).body).toEqual({ label: 'Mine' });
  });
});

describe('planLabelChange', () => {
  const photo = { id: P1, version: 4 };

  it('bases a first label on the version the surveyor sees (1 for a photo still waiting to upload)', () => {
    expect(planLabelChange(photo, [])).toEqual({ replaces: null, baseVersion: 4 });
    expect(planLabelChange({ id: P1, version: 1 }, [entry('upload', P1)])).toEqual({ replaces: null, baseVersion: 1 });
  });

  it('lets a second edit take the place of one still waiting, on the same base version', () => {
    const waiting = entry('label', P1, { body: { label: 'First', baseVersion: 4 } });
    expect(planLabelChange(photo, [entry('label', P2, { body: { label: 'x', baseVersion: 9 } }), waiting])).toEqual({ replaces: waiting, baseVersion: 4 });
  });

  it('bases an edit over a conflict on their version, and replaces a refused one', () => {
    const clash = entry('label', P1, { body: { label: 'Mine', baseVersion: 4 }, state: 'conflict', problem: conflict(serverPhoto({ version: 6 })) });
    expect(planLabelChange(photo, [clash])).toEqual({ replaces: clash, baseVersion: 6 });
    const refused = entry('label', P1, { body: { label: 'x'.repeat(300), baseVersion: 4 }, state: 'failed' });
    expect(planLabelChange(photo, [refused])).toEqual({ replaces: refused, baseVersion: 4 });
  });
});
