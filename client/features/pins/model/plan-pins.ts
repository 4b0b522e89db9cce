import type { PlanPin } from '../../../../common/markup/pins';
import type { Photo, PhotoPin } from '../../../../common/schemas/photos';
import type { OutboxEntry } from '../../../offline/offline-db';
import { overlayPhotos, type Shown } from '../../../offline/overlays';

// The pins on a plan, from the photos of the project as this device knows them (the server's
// read with what waits in the outbox laid over it), and the number a new pin will most likely get.

export interface ShownPin extends PlanPin {
  photoId: string;
}

export type PinnedPhoto = Pick<Photo, 'id' | 'pin'> & { pending?: { deleting?: boolean } };

/** Whether a value read from a survey's `photos` (typed unknown there) is a photo with a usable pin field. */
export function isPhotoWithPin(value: unknown): value is Pick<Photo, 'id' | 'pin'> {
  if (typeof value !== 'object' || value === null) return false;
  const { id, pin } = value as { id?: unknown; pin?: unknown };
  if (typeof id !== 'string') return false;
  return pin === null || pin === undefined || isPin(pin);
}

function isPin(value: unknown): value is PhotoPin {
  if (typeof value !== 'object' || value === null) return false;
  const pin = value as Record<string, unknown>;
  const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  return typeof pin.surveyId === 'string' && finite(pin.x) && finite(pin.y) && finite(pin.number) && (pin.direction === null || finite(pin.direction));
}

/**
 * The pins on one plan, one per photo, in number order. A photo on its way out (a delete waiting)
 * leaves the plan already, as it will on the server.
 */
export function pinsOnPlan(photos: readonly PinnedPhoto[], planId: string): ShownPin[] {
  const byPhoto = new Map<string, ShownPin>();
  for (const photo of photos) {
    const pin = photo.pin;
    if (!pin || pin.surveyId !== planId || photo.pending?.deleting) {
      byPhoto.delete(photo.id);
      continue;
    }
    byPhoto.set(photo.id, { photoId: photo.id, x: pin.x, y: pin.y, direction: pin.direction, number: pin.number });
  }
  return [...byPhoto.values()].sort((a, b) => a.number - b.number);
}

/**
 * The number the server will most likely give (it decides, DESIGN §5): moved on the same plan a
 * pin keeps its number; on another plan it gets one more than the highest there.
 */
export function expectedPinNumber(photoId: string, current: PhotoPin | null, planId: string, pins: readonly ShownPin[]): number {
  if (current?.surveyId === planId) return current.number;
  return pins.filter((pin) => pin.photoId !== photoId).reduce((highest, pin) => Math.max(highest, pin.number), 0) + 1;
}

/**
 * Every photo of the project with its pin as it will be: the pins the surveys were read with
 * (each survey answers its photos), then the pin changes and deletes waiting in the outbox, in
 * order, so a pin placed without signal is on the plan at once.
 */
export function projectPinnedPhotos(surveys: readonly { photos: readonly unknown[] }[], entries: readonly OutboxEntry[]): PinnedPhoto[] {
  const photos = new Map<string, PinnedPhoto>();
  for (const survey of surveys) {
    for (const photo of survey.photos) if (isPhotoWithPin(photo)) photos.set(photo.id, { id: photo.id, pin: photo.pin ?? null });
  }
  for (const entry of entries) {
    if (entry.target.type !== 'photo') continue;
    const known = photos.get(entry.target.id);
    if (entry.action === 'delete' && known) photos.set(known.id, { ...known, pending: { deleting: true } });
    if (entry.action !== 'pin') continue;
    const pin = (entry.preview as { pin?: unknown } | undefined)?.pin;
    if (pin === null || isPin(pin)) photos.set(entry.target.id, { ...known, id: entry.target.id, pin });
  }
  return [...photos.values()];
}

/** Whether a value read from a survey's `photos` (typed unknown there) is a photo as the server presents it. */
function isPresentedPhoto(value: unknown): value is Photo {
  if (!isPhotoWithPin(value)) return false;
  const { surveyId, urls } = value as { surveyId?: unknown; urls?: unknown };
  return typeof surveyId === 'string' && typeof urls === 'object' && urls !== null;
}

/**
 * Every photo of the project as this device knows it, by id: each survey's photos as read, with
 * those still only on the device (shown from their bytes), and waiting labels, pins and deletes
 * laid over them. What a pin opens: the photo, even one taken without signal.
 */
export function projectPhotos(surveys: readonly { id: string; photos: readonly unknown[] }[], entries: readonly OutboxEntry[]): Map<string, Shown<Photo>> {
  const photos = new Map<string, Shown<Photo>>();
  for (const survey of surveys) {
    for (const photo of overlayPhotos(survey.id, survey.photos.filter(isPresentedPhoto), entries)) photos.set(photo.id, photo);
  }
  return photos;
}
