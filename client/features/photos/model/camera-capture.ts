import { levelName } from '../../../../common/survey/levels';

/** The rear camera, no sound (spec survey-work §4, camera). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment' },
  audio: false,
};

/** Captured frames are JPEG at quality 0.8 (spec survey-work §9). */
export const CAPTURE_TYPE = 'image/jpeg';
export const CAPTURE_QUALITY = 0.8;

/** What a camera photo's name starts with when its location has no name yet. */
export const UNNAMED_LOCATION = 'Photo';
const NAME_MAX = 80;

/**
 * A location's name made safe for a file name on any system: no path separators, reserved or
 * control characters, spaces collapsed, not too long; 'Photo' when nothing is left.
 */
export function fileSafeName(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // A name may not end in a dot or start with one (hidden files).
    .replace(/^\.+|\.+$/g, '')
    .trim();
  return cleaned.slice(0, NAME_MAX).trim() || UNNAMED_LOCATION;
}

/** 'MDF 1 - Basement': what a camera photo of this location and floor is named before its number. */
export function cameraPhotoStem(locationName: string | null | undefined, level: number): string {
  return `${fileSafeName(locationName)} - ${levelName(level)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The next number for a camera photo named after `stem`: one past the highest among the names
 * already taken (so a deleted photo's number is not reused while a later one exists).
 */
export function nextPhotoNumber(stem: string, takenNames: Iterable<string>): number {
  const pattern = new RegExp(`^${escapeRegExp(stem)} - (\\d+)\\.jpe?g$`, 'i');
  let highest = 0;
  for (const name of takenNames) {
    const match = pattern.exec(name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

/** The file name of a camera photo: 'MDF 1 - Basement - 3.jpg' (location, floor, number). */
export function cameraPhotoName(locationName: string | null | undefined, level: number, takenNames: Iterable<string>): string {
  const stem = cameraPhotoStem(locationName, level);
  return `${stem} - ${nextPhotoNumber(stem, takenNames)}.jpg`;
}
