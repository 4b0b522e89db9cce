import type { Metadata } from 'sharp';
import exifReader from 'exif-reader';
import { AppError } from '../../http/app-error';
import type { ImageKind } from './image-signature';
import { loadSharp } from './load-sharp';

// One pixel budget for every decode: a decompression bomb is refused before it is expanded.
export const MAX_INPUT_PIXELS = 100_000_000;
export const THUMB_SIZE = 320;
export const DISPLAY_SIZE = 1600;

export interface ProcessedImage {
  kind: ImageKind;
  /** Size of the image as it is seen, after EXIF orientation. */
  width: number;
  height: number;
  takenAt: Date | null;
  latitude: number | null;
  longitude: number | null;
  thumb: Buffer;
  display: Buffer;
}

const FORMAT_KIND: Record<string, ImageKind> = { jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

function dmsToDegrees(value: unknown, ref: unknown): number | null {
  if (!Array.isArray(value) || value.length < 3 || value.some((v) => typeof v !== 'number' || !Number.isFinite(v))) return null;
  const [d, m, s] = value as number[];
  const degrees = d! + m! / 60 + s! / 3600;
  return ref === 'S' || ref === 'W' ? -degrees : degrees;
}

function readExif(exif: Buffer | undefined) {
  if (!exif) return { takenAt: null, latitude: null, longitude: null };
  try {
    const data = exifReader(exif);
    const taken = data.Photo?.DateTimeOriginal ?? data.Image?.DateTime;
    const gps = data.GPSInfo;
    return {
      takenAt: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken : null,
      latitude: dmsToDegrees(gps?.GPSLatitude, gps?.GPSLatitudeRef),
      longitude: dmsToDegrees(gps?.GPSLongitude, gps?.GPSLongitudeRef),
    };
  } catch {
    // Broken EXIF does not make a broken photo.
    return { takenAt: null, latitude: null, longitude: null };
  }
}

async function derivative(input: string | Buffer, size: number) {
  const sharp = await loadSharp();
  return (
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false })
      // rotate() with no angle applies the EXIF orientation; no withMetadata(): the output has none.
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
  );
}

/**
 * Checks that a stored upload really is an image of an accepted kind by decoding it whole, and
 * makes its thumbnail and display size. Refusals are 415 (not an image we take) or 422 (an
 * image that cannot be decoded, is truncated, or has too many pixels).
 */
export async function processImage(file: string, expected: ImageKind): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it needs no limit; the size check follows.
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('UNPROCESSABLE', 'The file could not be read as an image.', { cause: error });
  }
  const kind = metadata.format ? FORMAT_KIND[metadata.format] : undefined;
  if (!kind || kind !== expected) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG, GIF and WebP photos can be uploaded.');
  }
  if (!metadata.width || !metadata.height) throw new AppError('UNPROCESSABLE', 'The image has no size.');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('UNPROCESSABLE', `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted.`);
  }
  let thumb: Buffer;
  let display: Buffer;
  try {
    // The original is decoded once (issue 26): the thumbnail is made from the display copy,
    // upright and flattened already, a decode of 1600 px instead of the camera's 12 MP again.
    display = await derivative(file, DISPLAY_SIZE);
    thumb = await derivative(display, THUMB_SIZE);
  } catch (error) {
    throw new AppError('UNPROCESSABLE', 'The image is damaged or incomplete and could not be decoded.', { cause: error });
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  return {
    kind,
    width: rotated ? metadata.height : metadata.width,
    height: rotated ? metadata.width : metadata.height,
    ...readExif(metadata.exif),
    thumb,
    display,
  };
}
