import { csvLine } from '../../../common/csv';
import { levelName } from '../../../common/survey/levels';

// The photo archive's names and index (issue 16): `{type}/{location}/{level}-{label}-{n}.{ext}`,
// safe on every file system a crew may unzip on, and unique within the archive.

export interface ArchivedPhoto {
  id: string;
  typeTitle: string;
  locationName: string;
  elevationLevel: number;
  label: string | null;
  originalName: string;
  mimeType: string;
  takenAt: Date | null;
  createdAt: Date;
  latitude: number | null;
  longitude: number | null;
  /** 'Pin 3 on Site Map', when pinned on a plan. */
  pin: string | null;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/tiff': 'tif',
};

// Device names Windows refuses as a file or folder, in any case and whatever follows a dot.
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³]) *(\.|$)/i;

/** No hidden or relative names; Windows refuses names ending in a dot or a space. */
const trimDotsAndSpaces = (name: string) => name.replace(/^[. ]+|[. ]+$/g, '');

/**
 * A name part any file system takes: no separators, reserved characters or device names, no
 * control or format characters (a right-to-left override would disguise a name), at most 60
 * characters.
 */
export function safePart(value: string, fallback: string): string {
  const cleaned = trimDotsAndSpaces(
    value
      .normalize('NFC')
      // Invisible ones (bidi controls, zero widths, soft hyphens) go; the rest part words.
      .replace(/[\p{Cf}\p{Cs}]+/gu, '')
      .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
      .replace(/\s+/g, ' '),
  );
  // Cut by code point: half an emoji is not a name.
  const short = trimDotsAndSpaces(Array.from(cleaned).slice(0, 60).join(''));
  if (short === '') return fallback;
  return WINDOWS_DEVICE_NAME.test(short) ? trimDotsAndSpaces(Array.from(`_${short}`).slice(0, 60).join('')) : short;
}

/** The archive's file names, in the photos' order, numbered where they would collide. */
export function archiveNames(photos: readonly ArchivedPhoto[]): string[] {
  const used = new Map<string, number>();
  return photos.map((photo) => {
    const folder = `${safePart(photo.typeTitle, 'Locations')}/${safePart(photo.locationName, 'Location')}`;
    const stem = `${safePart(levelName(photo.elevationLevel), 'Level')}-${safePart(photo.label ?? '', 'photo')}`;
    const extension = EXTENSIONS[photo.mimeType] ?? 'bin';
    const key = `${folder}/${stem}`.toLowerCase();
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    return `${folder}/${stem}-${n}.${extension}`;
  });
}

export const PHOTO_INDEX_COLUMNS = ['File', 'Location type', 'Location', 'Level', 'Label', 'Original name', 'Taken', 'Added', 'Latitude', 'Longitude', 'Pin', 'Photo id', 'Note'] as const;

/** index.csv: one row per photo with the name it has in the archive (RFC 4180, CRLF). */
export function photoIndexCsv(photos: readonly ArchivedPhoto[], names: readonly string[], missing: ReadonlySet<string>): string {
  const rows = [csvLine(PHOTO_INDEX_COLUMNS)];
  photos.forEach((photo, index) => {
    rows.push(
      csvLine([
        missing.has(photo.id) ? null : names[index]!,
        photo.typeTitle,
        photo.locationName,
        levelName(photo.elevationLevel),
        photo.label,
        photo.originalName,
        photo.takenAt?.toISOString() ?? null,
        photo.createdAt.toISOString(),
        photo.latitude,
        photo.longitude,
        photo.pin,
        photo.id,
        missing.has(photo.id) ? 'The file could not be read; it is not in the archive.' : null,
      ]),
    );
  });
  return rows.join('');
}
