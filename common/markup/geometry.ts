import { HIT_POINT_PADDING, type EditorConfig } from './constants';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type MarkupElement } from './schema';

// Pure geometry of the markup canvas: hit testing, clamping, and the camera (zoom and pan).

export interface Point {
  x: number;
  y: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Shortest distance from p to the segment a–b (to the point itself when a equals b). */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return distance(p, a);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return distance(p, { x: a.x + t * dx, y: a.y + t * dy });
}

export function isConduit(element: MarkupElement): element is MarkupElement & { x2: number; y2: number } {
  return element.type === 'conduit' && element.x2 !== undefined && element.y2 !== undefined;
}

/**
 * Whether p hits the element under the spec's rule (§9): a conduit within hitConduit of its
 * line, a point element within (radius + 5) * pointFactor of its centre. `slop` (canvas units)
 * widens both for imprecise pointers: a finger on a phone covers far more than 3.75 units.
 */
export function hitsElement(element: MarkupElement, p: Point, config: EditorConfig, slop = 0): boolean {
  if (isConduit(element)) {
    return distanceToSegment(p, element, { x: element.x2, y: element.y2 }) <= config.hitConduit + slop;
  }
  const radius = element.radius ?? config.defaultRadius;
  return distance(p, element) <= (radius + HIT_POINT_PADDING) * config.pointFactor + slop;
}

/** The topmost element under p: the last drawn wins, as it is the one on top. */
export function pickElement(
  elements: readonly MarkupElement[],
  p: Point,
  config: EditorConfig,
  slop = 0,
): MarkupElement | undefined {
  for (let i = elements.length - 1; i >= 0; i--) {
    const element = elements[i]!;
    if (hitsElement(element, p, config, slop)) return element;
  }
  return undefined;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps a point inside the 2000x1500 canvas. */
export function clampToCanvas(p: Point): Point {
  return { x: clamp(p.x, 0, CANVAS_WIDTH), y: clamp(p.y, 0, CANVAS_HEIGHT) };
}

/**
 * Moves an element by (dx, dy), stopping at the canvas edge; a conduit moves as a whole, so the
 * move is limited by whichever end reaches the edge first.
 */
export function translateElement(element: MarkupElement, dx: number, dy: number): MarkupElement {
  if (isConduit(element)) {
    const minX = Math.min(element.x, element.x2);
    const maxX = Math.max(element.x, element.x2);
    const minY = Math.min(element.y, element.y2);
    const maxY = Math.max(element.y, element.y2);
    const cdx = clamp(dx, -minX, CANVAS_WIDTH - maxX);
    const cdy = clamp(dy, -minY, CANVAS_HEIGHT - maxY);
    return { ...element, x: element.x + cdx, y: element.y + cdy, x2: element.x2 + cdx, y2: element.y2 + cdy };
  }
  const moved = clampToCanvas({ x: element.x + dx, y: element.y + dy });
  return { ...element, x: moved.x, y: moved.y };
}

// --- Camera -------------------------------------------------------------------------------
// The SVG's viewBox is always 0 0 2000 1500; the camera maps a canvas point c to the viewBox
// point c * zoom + pan. zoom 1 with pan 0 shows the whole canvas.

export interface Viewport {
  zoom: number;
  panX: number;
  panY: number;
}

export const IDENTITY_VIEWPORT: Viewport = { zoom: 1, panX: 0, panY: 0 };
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;

/** The on-screen box of the SVG element (a DOMRect has these). */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A screen (client) position to the viewBox space, before the camera. */
export function screenToViewBox(clientX: number, clientY: number, rect: ScreenRect): Point {
  return {
    x: ((clientX - rect.left) / rect.width) * CANVAS_WIDTH,
    y: ((clientY - rect.top) / rect.height) * CANVAS_HEIGHT,
  };
}

export function viewBoxToCanvas(v: Point, viewport: Viewport): Point {
  return { x: (v.x - viewport.panX) / viewport.zoom, y: (v.y - viewport.panY) / viewport.zoom };
}

/** A screen (client) position to canvas coordinates, through the element's box and the camera. */
export function screenToCanvas(clientX: number, clientY: number, rect: ScreenRect, viewport: Viewport): Point {
  return viewBoxToCanvas(screenToViewBox(clientX, clientY, rect), viewport);
}

/** How many canvas units one screen pixel covers at this size and zoom (for pointer slop). */
export function canvasUnitsPerPixel(rect: ScreenRect, viewport: Viewport): number {
  return rect.width > 0 ? CANVAS_WIDTH / rect.width / viewport.zoom : 1;
}

/** Keeps the zoom in range and the canvas covering the whole view (no empty margins). */
export function clampViewport(viewport: Viewport): Viewport {
  const zoom = clamp(viewport.zoom, MIN_ZOOM, MAX_ZOOM);
  return {
    zoom,
    panX: clamp(viewport.panX, CANVAS_WIDTH * (1 - zoom), 0),
    panY: clamp(viewport.panY, CANVAS_HEIGHT * (1 - zoom), 0),
  };
}

/** Zooms by factor keeping the viewBox point `anchor` (the cursor) over the same canvas point. */
export function zoomAt(viewport: Viewport, anchor: Point, factor: number): Viewport {
  const zoom = clamp(viewport.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const c = viewBoxToCanvas(anchor, viewport);
  return clampViewport({ zoom, panX: anchor.x - c.x * zoom, panY: anchor.y - c.y * zoom });
}

/** Pans by a viewBox distance. */
export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  return clampViewport({ ...viewport, panX: viewport.panX + dx, panY: viewport.panY + dy });
}

/**
 * Two-finger pinch: the camera at the start of the gesture and both fingers then and now (in
 * viewBox space). The canvas point under the first midpoint follows the current midpoint, and
 * the zoom follows the finger spread.
 */
export function pinchViewport(start: Viewport, a0: Point, b0: Point, a1: Point, b1: Point): Viewport {
  const spread0 = distance(a0, b0);
  const factor = spread0 > 0 ? distance(a1, b1) / spread0 : 1;
  const zoom = clamp(start.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const c = viewBoxToCanvas(mid0, start);
  return clampViewport({ zoom, panX: mid1.x - c.x * zoom, panY: mid1.y - c.y * zoom });
}

/** Where a background of this natural size sits: fitted inside the canvas, centred. */
export function backgroundPlacement(width: number | undefined, height: number | undefined) {
  if (!width || !height || width <= 0 || height <= 0) {
    return { x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT };
  }
  const scale = Math.min(CANVAS_WIDTH / width, CANVAS_HEIGHT / height);
  const w = width * scale;
  const h = height * scale;
  return { x: (CANVAS_WIDTH - w) / 2, y: (CANVAS_HEIGHT - h) / 2, width: w, height: h };
}
