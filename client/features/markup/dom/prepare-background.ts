import { downscaledSize, isImageFile, needsReencoding } from '../model/background-size';
import { loadImage } from './load-image';

export class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
}

export interface PreparedBackground {
  /** The image as it is kept on the device and sent (as a data URL) to PATCH uploadedImage. */
  blob: Blob;
  width: number;
  height: number;
}

export function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), type, quality);
  });
}

/**
 * An image file as the background to keep: as it is when small enough and of a kind the server
 * keeps, else drawn onto a canvas at most 4000 px wide (PNG stays PNG, everything else becomes
 * JPEG at 0.9).
 */
export async function prepareBackground(file: File): Promise<PreparedBackground> {
  if (!isImageFile(file)) throw new NotAnImageError('Only image files can be used as a map.');
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    // An SVG without its own size has none: it is drawn at the canvas size.
    const { width, height, scaled } = downscaledSize(image.naturalWidth || 2000, image.naturalHeight || 1500);
    if (!needsReencoding(file.type, scaled)) return { blob: file, width, height };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot resize the image.');
    const asPng = file.type === 'image/png';
    if (!asPng) {
      // JPEG has no transparency: transparent parts become white, as on the drawing, not black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, width, height);
    const blob = asPng ? await canvasBlob(canvas, 'image/png') : await canvasBlob(canvas, 'image/jpeg', 0.9);
    return { blob, width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}
