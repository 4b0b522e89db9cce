import { randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { BlobStore } from '../../blobs/blob-store';
import { MAX_INPUT_PIXELS } from '../photos/image-processing';
import { detectImageKind } from '../photos/image-signature';
import { loadSharp } from '../photos/load-sharp';

// Backgrounds are drawn on a 2000x1500 canvas; twice that keeps them sharp when zoomed.
export const BACKGROUND_MAX_SIDE = 4000;

const DATA_URL = /^data:([\w/+.-]+)?(;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * Stores a map or floor-plan background sent as a data URL and returns its blob key; a URL
 * path the server itself handed out means "unchanged" (undefined). Huge images are downscaled.
 */
export async function storeBackgroundImage(blobs: BlobStore, value: string): Promise<string | undefined> {
  if (value.startsWith('/api/surveys/')) return undefined;
  const match = DATA_URL.exec(value);
  if (!match) throw new AppError('VALIDATION_FAILED', 'uploadedImage must be an image data URL.', { details: { fields: [{ field: 'body.uploadedImage', message: 'Not a data URL' }] } });
  const bytes = Buffer.from(match[3]!, 'base64');
  const kind = detectImageKind(bytes.subarray(0, 16));
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The background must be a JPEG, PNG, GIF or WebP image.');
  let stored: Buffer;
  let contentType: string;
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false }).rotate();
    const { width = 0, height = 0 } = await image.metadata();
    if (Math.max(width, height) > BACKGROUND_MAX_SIDE || kind === 'gif') {
      stored = await image.resize(BACKGROUND_MAX_SIDE, BACKGROUND_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
      contentType = 'image/png';
    } else {
      // Decode fully even when keeping the bytes, so a broken image is refused now.
      await image.toBuffer();
      stored = bytes;
      contentType = `image/${kind}`;
    }
  } catch (error) {
    throw new AppError('UNPROCESSABLE', 'The background image is damaged or too large to decode.', { cause: error });
  }
  const key = `bg-${randomUUID()}.${contentType.split('/')[1]}`;
  await blobs.put(key, stored, contentType);
  return key;
}

export function backgroundContentType(key: string): string {
  const extension = key.split('.').pop();
  return extension === 'jpeg' ? 'image/jpeg' : extension === 'webp' ? 'image/webp' : 'image/png';
}
