import { BACKGROUND_DATA_URL_MAX_LENGTH } from '../../../../common/schemas/surveys';

// Uploaded maps are downscaled in the browser before they travel as a data URL: a phone photo
// of 8000 px is four times the bytes the 2000x1500 canvas can ever show sharply when zoomed.

export const BACKGROUND_MAX_SIDE = 4000;

/** Formats the server keeps as they are (it converts GIF itself); anything else is re-encoded. */
export const PASSTHROUGH_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(jpe?g|png|gif|webp|bmp|svg|avif|heic)$/i.test(file.name);
}

/** A PDF plan (rendered in the browser, one page of it becomes the image). */
export function isPdfFile(file: { type: string; name: string }): boolean {
  if (file.type === 'application/pdf' || file.type === 'application/x-pdf') return true;
  // Some systems name no type, or only a generic one, for a PDF.
  return (file.type === '' || file.type === 'application/octet-stream') && /\.pdf$/i.test(file.name);
}

/** Whether an image of this type and size still fits the data URL that PATCH uploadedImage takes. */
export function fitsBackgroundLimit(type: string, byteLength: number, maxLength = BACKGROUND_DATA_URL_MAX_LENGTH): boolean {
  return `data:${type};base64,`.length + Math.ceil(byteLength / 3) * 4 <= maxLength;
}

/** The size to send: at most 4000 px wide (and high), aspect ratio kept, never enlarged. */
export function downscaledSize(width: number, height: number, maxSide = BACKGROUND_MAX_SIDE) {
  const scale = Math.min(1, maxSide / width, maxSide / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scaled: scale < 1 };
}

/** Whether the file can go as it is, or needs drawing onto a canvas first. */
export function needsReencoding(type: string, scaled: boolean): boolean {
  return scaled || !PASSTHROUGH_TYPES.includes(type);
}
