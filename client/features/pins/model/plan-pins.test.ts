import { describe, expect, it } from 'vitest';
import type { PhotoPin } from '../../../../common/schemas/photos';
import type { OutboxEntry } from '../../../offline/offline-db';
import { expectedPinNumber, isPhotoWithPin, pinsOnPlan, projectPhotos, projectPinnedPhotos } from './plan-pins';

const SITE = 'site';
const PLAN = 'plan';
const pin = (surveyId: string, number: number, x = 100, y = 200, direction: number | null = null): PhotoPin => ({ surveyId, x, y, direction, number });

let seq = 0;
function entry(action: OutboxEntry['action'], photoId: string, preview?: Record<string, unknown>): OutboxEntry {
  seq += 1;
  return {
    seq,
    id: `e${seq}`,
    owner: 'user-1',
    method: action === 'delete' ? 'DELETE' : 'PUT',
    path: `/api/photos/${photoId}/pin`,
    blobIds: [],
    target: { type: 'photo', id: photoId, parentId: 'mdf' },
    action,
    summary: action,
    ...(preview ? { preview } : {}),
    size: 0,
    state: 'pending',
    attempts: 0,
    notBefore: 0,
    createdAt: 0,
    updatedAt: 0,
  };
}

describe('pinsOnPlan', () => {
  it('lists the pins on one plan in number order, leaving out other plans and photos on their way out', () => {
    const photos = [
      { id: 'a', pin: pin(SITE, 2) },
      { id: 'b', pin: pin(SITE, 1, 300, 400, 90) },
      { id: 'c', pin: pin(PLAN, 1) },
      { id: 'd', pin: null },
      { id: 'e', pin: pin(SITE, 3), pending: { deleting: true } },
    ];
    expect(pinsOnPlan(photos, SITE)).toEqual([
      { photoId: 'b', x: 300, y: 400, direction: 90, number: 1 },
      { photoId: 'a', x: 100, y: 200, direction: null, number: 2 },
    ]);
  });
});

describe('expectedPinNumber: what a pin shows until the server numbers it', () => {
  const onSite = pinsOnPlan([{ id: 'a', pin: pin(SITE, 1) }, { id: 'b', pin: pin(SITE, 4) }], SITE);

  it('is one more than the highest on the plan for a new pin, 1 on an empty plan', () => {
    expect(expectedPinNumber('x', null, SITE, onSite)).toBe(5);
    expect(expectedPinNumber('x', null, PLAN, [])).toBe(1);
  });

  it('keeps its number when moved on the same plan, and takes the next when it moves to another', () => {
    expect(expectedPinNumber('a', pin(SITE, 1), SITE, onSite)).toBe(1);
    expect(expectedPinNumber('c', pin(PLAN, 7), SITE, onSite)).toBe(5);
    // Its own old number on this plan is not counted against it.
    expect(expectedPinNumber('b', pin(PLAN, 2), SITE, onSite)).toBe(2);
  });
});

describe('projectPinnedPhotos: every pin of the project as this device knows it', () => {
  const surveys = [
    { photos: [{ id: 'a', pin: pin(SITE, 1) }, { id: 'b', pin: null }, { junk: true }] },
    { photos: [{ id: 'c', pin: pin(PLAN, 1) }, { id: 'd', pin: { surveyId: PLAN, x: 'far' } }] },
  ];

  it('reads the pins the surveys were read with, skipping what is not a photo with a pin field', () => {
    expect(projectPinnedPhotos(surveys, [])).toEqual([
      { id: 'a', pin: pin(SITE, 1) },
      { id: 'b', pin: null },
      { id: 'c', pin: pin(PLAN, 1) },
    ]);
    expect(isPhotoWithPin({ id: 'x' })).toBe(true);
    expect(isPhotoWithPin({ id: 'x', pin: { surveyId: SITE, x: 1, y: 2, direction: 'north', number: 1 } })).toBe(false);
  });

  it('lays waiting pin changes and deletes over them, in order; a photo still on the device gets its pin too', () => {
    const shown = projectPinnedPhotos(surveys, [
      entry('pin', 'b', { pin: pin(SITE, 2, 500, 600, 180) }),
      entry('pin', 'a', { pin: null }),
      entry('label', 'c', { label: 'Rack' }),
      entry('delete', 'c'),
      entry('pin', 'new', { pin: pin(SITE, 3) }),
    ]);
    expect(shown).toEqual([
      { id: 'a', pin: null },
      { id: 'b', pin: pin(SITE, 2, 500, 600, 180) },
      { id: 'c', pin: pin(PLAN, 1), pending: { deleting: true } },
      { id: 'new', pin: pin(SITE, 3) },
    ]);
    expect(pinsOnPlan(shown, SITE).map((shownPin) => shownPin.number)).toEqual([2, 3]);
    expect(pinsOnPlan(shown, PLAN)).toEqual([]);
  });
});

describe('projectPhotos: what a pin opens', () => {
  const served = (id: string, surveyId: string, label: string | null, photoPin: PhotoPin | null = null) => ({
    id,
    surveyId,
    originalName: `${id}.jpg`,
    label,
    pin: photoPin,
    urls: { thumb: `/api/photos/${id}?size=thumb`, display: `/api/photos/${id}`, original: `/api/photos/${id}?size=original` },
  });

  it('finds every survey’s photos by id, a photo still on the device with its bytes, and waiting pins and labels laid over', () => {
    const upload: OutboxEntry = {
      ...entry('upload', 'new', served('new', 'mdf', null)),
      method: 'POST',
      path: '/api/surveys/mdf/photos',
      blobIds: ['blob-1'],
    };
    const label = { ...entry('label', 'a', { label: 'Riser closet' }), target: { type: 'photo' as const, id: 'a', parentId: 'unit' } };
    const photos = projectPhotos(
      [
        { id: 'unit', photos: [served('a', 'unit', null, pin(SITE, 1)), { id: 'not-a-photo' }] },
        { id: 'mdf', photos: [] },
      ],
      [upload, entry('pin', 'new', { pin: pin(SITE, 2) }), label],
    );
    expect([...photos.keys()].sort()).toEqual(['a', 'new']);
    expect(photos.get('a')).toMatchObject({ label: 'Riser closet', pin: { number: 1 } });
    expect(photos.get('new')).toMatchObject({ surveyId: 'mdf', pin: { surveyId: SITE, number: 2 }, pending: { created: true, blobId: 'blob-1' } });
  });
});
