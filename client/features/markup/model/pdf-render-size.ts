import { EXPORT_WIDTH } from '../../../../common/markup/constants';
import { BACKGROUND_MAX_SIDE } from './background-size';

/** PDF page sizes are in points, 72 to the inch. */
const POINTS_PER_INCH = 72;

/** A plan drawn on paper stays legible at this resolution; scans rarely hold more. */
export const PDF_RENDER_DPI = 200;

export interface PdfRenderSize {
  /** The pdf.js viewport scale (pixels per point). */
  scale: number;
  width: number;
  height: number;
}

function sizeAt(width: number, height: number, scale: number): PdfRenderSize {
  return { scale, width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The pixel size a page of this size (in points) is rendered at as a background: its natural
 * size at 200 dpi, at most 4000 px on its longer side, and at least as wide as the 2000 px canvas
 * so that a small page's vector drawing is not blurred when drawn over it.
 */
export function pdfRenderSize(width: number, height: number, options: { dpi?: number; minSide?: number; maxSide?: number } = {}): PdfRenderSize {
  const { dpi = PDF_RENDER_DPI, minSide = EXPORT_WIDTH, maxSide = BACKGROUND_MAX_SIDE } = options;
  const longer = Math.max(width, height);
  const scale = Math.min(maxSide / longer, Math.max(dpi / POINTS_PER_INCH, minSide / longer));
  return sizeAt(width, height, scale);
}

/** A page's thumbnail for the page chooser: its longer side exactly this long. */
export function pdfThumbnailSize(width: number, height: number, side: number): PdfRenderSize {
  return sizeAt(width, height, side / Math.max(width, height));
}
