import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../common/markup/schema';

/** A framed sheet must cover at least this share of the space it gets; below, the canvas fills the space. */
export const FRAME_MIN_COVERAGE = 0.75;

export interface CanvasFit {
  width: number;
  height: number;
  /** The canvas is exactly the 4:3 sheet (else it fills the space, the sheet fitted inside). */
  framed: boolean;
}

/**
 * The canvas element's size in a space of width x height (CSS px). Where a 4:3 sheet covers
 * most of the space (a desktop, a tablet held sideways) the canvas is that sheet, framed. Where
 * it would leave most of the space empty (a phone held upright: a third of the screen) the
 * canvas fills the space and the sheet is fitted inside it, so a zoomed-in plan uses the whole
 * screen.
 */
export function fitCanvas(width: number, height: number): CanvasFit {
  const w = Math.max(0, Math.floor(width));
  const h = Math.max(0, Math.floor(height));
  if (w === 0 || h === 0) return { width: w, height: h, framed: true };
  const ratio = CANVAS_WIDTH / CANVAS_HEIGHT;
  const sheet = w / h > ratio ? { width: Math.floor(h * ratio), height: h } : { width: w, height: Math.floor(w / ratio) };
  if ((sheet.width * sheet.height) / (w * h) >= FRAME_MIN_COVERAGE) return { ...sheet, framed: true };
  return { width: w, height: h, framed: false };
}
