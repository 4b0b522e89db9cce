import type { PhotoPin, PinPhotoBody } from '../../../../common/schemas/photos';
import type { QueuedWrite } from '../../../lib/mutations';
import type { OutboxEntry } from '../../../offline/offline-db';

// The pin writes as outbox entries (DESIGN §6): kept on the device first, sent by the one sync
// engine, laid over the photo list meanwhile by their preview. Pure, so each entry is tested alone.

export interface PinnedPhotoRef {
  id: string;
  /** The photo's own survey: the outbox lays the pin over that survey's photo list. */
  surveyId: string;
  /** What the photo is called, for the sync panel. */
  title: string;
}

const pinPath = (photoId: string) => `/api/photos/${encodeURIComponent(photoId)}/pin`;

/** PUT /api/photos/{id}/pin: the pin as the surveyor placed it, shown at once with the number it will most likely get. */
export function pinWrite(photo: PinnedPhotoRef, pin: PhotoPin, planName: string): QueuedWrite {
  const body: PinPhotoBody = { surveyId: pin.surveyId, x: pin.x, y: pin.y, direction: pin.direction };
  return {
    method: 'PUT',
    path: pinPath(photo.id),
    body,
    target: { type: 'photo', id: photo.id, parentId: photo.surveyId },
    action: 'pin',
    summary: `Photo pin · ${photo.title} on ${planName}`,
    preview: { pin },
  };
}

/** DELETE /api/photos/{id}/pin: the pin comes off its plan; the photo stays. */
export function unpinWrite(photo: PinnedPhotoRef): QueuedWrite {
  return {
    method: 'DELETE',
    path: pinPath(photo.id),
    target: { type: 'photo', id: photo.id, parentId: photo.surveyId },
    action: 'pin',
    summary: `Remove pin · ${photo.title}`,
    preview: { pin: null },
  };
}

/**
 * One pin change per photo waits at a time: a new one takes the place of those not sent yet (the
 * last placement is what counts, and a refused one would hold the photo's writes behind it).
 */
export function waitingPinChanges(photoId: string, entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => entry.target.type === 'photo' && entry.target.id === photoId && entry.action === 'pin');
}

/** Whether the photo is only on this device: its upload still waits, so the server has no pin of it to remove. */
export function isUploadWaiting(photoId: string, entries: readonly OutboxEntry[]): boolean {
  return entries.some((entry) => entry.target.type === 'photo' && entry.target.id === photoId && entry.action === 'upload');
}
