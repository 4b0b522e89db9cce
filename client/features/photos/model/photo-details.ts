import { formatDateTime } from '../../../lib/dates';
import type { Photo } from '../../../../common/schemas/photos';
import { elevationName } from './elevation';

type PhotoNaming = Pick<Photo, 'label' | 'originalName'>;

/** A camera photo's file name, 'MDF 1 - First Floor - 3.jpg' (cameraPhotoName): the location's name, not the photo's. */
const CAMERA_FILE = / - [^-]+ - \d+\.jpg$/;

/**
 * What a photo is called: its label; else, for a camera photo in a list, 'Photo N' by its place
 * there (issue 25: its file is named after the location, so every unlabelled one read the same);
 * else the name of the file it came from (an upload's own name tells it apart).
 */
export function photoTitle(photo: PhotoNaming, number?: number): string {
  const label = photo.label?.trim();
  if (label) return label;
  return number !== undefined && CAMERA_FILE.test(photo.originalName) ? `Photo ${number}` : photo.originalName;
}

/** When a photo was taken: the camera's time from EXIF when it had one, else its upload. */
export function photoTime(photo: Pick<Photo, 'takenAt' | 'createdAt'>): string {
  return photo.takenAt ?? photo.createdAt;
}


/**
 * A compact local date and time for the photo cards: the year only when it is not this year's,
 * e.g. 'Mar 14, 9:26 AM' (fits beside a thumbnail on a phone).
 */
export function formatPhotoTimeShort(iso: string, now: Date = new Date(), locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const yearOf = (d: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(d);
  const sameYear = yearOf(date) === yearOf(now);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** The line under a photo's name: its floor and time. */
export function photoSubtitle(
  photo: Pick<Photo, 'elevationLevel' | 'takenAt' | 'createdAt'>,
  locale?: string,
  timeZone?: string,
): string {
  return `${elevationName(photo.elevationLevel)} · ${formatDateTime(photoTime(photo), locale, timeZone)}`;
}

/** A label ready to save, or null while it is blank (Save stays disabled). */
export function labelToSave(text: string): string | null {
  const label = text.trim();
  return label === '' ? null : label;
}
