import { EXPORT_HEIGHT, EXPORT_WIDTH, type EditorKind } from '../../../../common/markup/constants';
import { backgroundPlacement } from '../../../../common/markup/geometry';
import { renderSvg, type MarkupDocument } from '../../../../common/markup/render-svg';
import { loadImage } from './load-image';

/**
 * The drawing as a 2000x1500 PNG: white, then the background where the renderer places it,
 * then the renderer's own SVG rasterised over it. The background is drawn here rather than
 * inside the SVG because an SVG loaded as an image may not fetch other resources.
 */
export async function renderMarkupPng(document: MarkupDocument, kind: EditorKind): Promise<Blob> {
  const canvas = window.document.createElement('canvas');
  canvas.width = EXPORT_WIDTH;
  canvas.height = EXPORT_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the export.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, EXPORT_WIDTH, EXPORT_HEIGHT);

  if (document.background) {
    const image = await loadImage(document.background.href);
    const box = backgroundPlacement(image.naturalWidth, image.naturalHeight);
    context.drawImage(image, box.x, box.y, box.width, box.height);
  }

  const svg = renderSvg(document, kind, { omitBackground: true, width: EXPORT_WIDTH, height: EXPORT_HEIGHT });
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const overlay = await loadImage(url);
    context.drawImage(overlay, 0, 0, EXPORT_WIDTH, EXPORT_HEIGHT);
  } finally {
    URL.revokeObjectURL(url);
  }

  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The export could not be encoded.'))), 'image/png');
  });
}

/** Hands a blob to the browser as a download with this name. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
