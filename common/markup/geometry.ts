import { DEFAULT_CONDUIT_WIDTH, HIT_POINT_PADDING, type EditorConfig } from './constants';
import { runVertices } from './quantities';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type MarkupElement } from './schema';

// Pure geometry of the markup canvas: drawing order, on-screen sizes, hit testing, clamping,
// and the camera (zoom and pan).

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

/** Shortest distance from p to a polyline (to its one point when it has one). */
export function distanceToPolyline(p: Point, points: readonly Point[]): number {
  if (points.length === 0) return Number.POSITIVE_INFINITY;
  if (points.length === 1) return distance(p, points[0]!);
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < points.length; i++) nearest = Math.min(nearest, distanceToSegment(p, points[i - 1]!, points[i]!));
  return nearest;
}

/** The point halfway along a polyline, measured along it (where a run's length is written). */
export function polylineMidpoint(points: readonly Point[]): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1]!, points[i]!);
  let left = total / 2;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const length = distance(a, b);
    if (length > 0 && left <= length) return { x: a.x + ((b.x - a.x) * left) / length, y: a.y + ((b.y - a.y) * left) / length };
    left -= length;
  }
  return points[points.length - 1]!;
}

export function isConduit(element: MarkupElement): element is MarkupElement & { x2: number; y2: number } {
  return element.type === 'conduit' && element.x2 !== undefined && element.y2 !== undefined;
}

/** A run's vertices: its polyline (`points`), or its two ends (x,y and x2,y2). */
export function runPoints(element: MarkupElement & { x2: number; y2: number }): Point[] {
  return runVertices(element);
}

/** Runs first, then points, each in stored order: a run is never drawn over a marker or its label. */
export function drawingOrder(elements: readonly MarkupElement[]): MarkupElement[] {
  const runs: MarkupElement[] = [];
  const points: MarkupElement[] = [];
  for (const element of elements) (isConduit(element) ? runs : points).push(element);
  return runs.concat(points);
}

// --- On-screen sizes ----------------------------------------------------------------------
// The stored element keeps its size (the spec's, drawn as is by the PNG export and the report);
// the editor draws a marker or a run no smaller than these on screen, whatever the zoom, so a
// plan fitted on a phone stays readable. `unitsPerPixel` (canvas units per CSS pixel) says how
// the screen shows the canvas; without it, sizes are the stored ones.

/** Least on-screen radius (CSS px) of a marker: 28 px across, its three letters about 10 px. */
export const MIN_MARKER_SCREEN_RADIUS = 14;
/** Least on-screen width (CSS px) of a run. */
export const MIN_RUN_SCREEN_WIDTH = 3;

export function radiusOf(element: MarkupElement, config: EditorConfig): number {
  return element.radius ?? config.defaultRadius;
}

export function runWidthOf(element: MarkupElement): number {
  return element.strokeWidth && element.strokeWidth > 0 ? element.strokeWidth : DEFAULT_CONDUIT_WIDTH;
}

/** How much larger than stored a marker of this radius is drawn on screen (1: its own size reads). */
export function markerScale(radius: number, unitsPerPixel?: number): number {
  if (!unitsPerPixel || radius <= 0) return 1;
  return Math.max(1, (MIN_MARKER_SCREEN_RADIUS * unitsPerPixel) / radius);
}

/** The width a run of this stored width is drawn with on screen. */
export function runScreenWidth(width: number, unitsPerPixel?: number): number {
  return unitsPerPixel ? Math.max(width, MIN_RUN_SCREEN_WIDTH * unitsPerPixel) : width;
}

/**
 * Canvas units per CSS pixel for the least sizes, in quarter-octave steps of zoom: sizes change
 * (and the drawing is redrawn) only every 19% of zoom, not on every frame of a pinch. Rounded so
 * that drawn sizes are never below the minimum.
 */
export function quantizedUnitsPerPixel(pixelsPerUnit: number): number | undefined {
  if (!(pixelsPerUnit > 0) || !Number.isFinite(pixelsPerUnit)) return undefined;
  return 2 ** -(Math.floor(Math.log2(pixelsPerUnit) * 4) / 4);
}

// --- Hit testing --------------------------------------------------------------------------

/**
 * Whether p hits the element under the spec's rule (§9): a conduit within hitConduit of its
 * line, a point element within (radius + 5) * pointFactor of its centre. `slop` (canvas units)
 * widens both for imprecise pointers: a finger on a phone covers far more than 3.75 units.
 * On screen (`unitsPerPixel` given) whatever is drawn is hit too: the whole circle of a marker
 * drawn larger than stored, the whole width of a run.
 */
export function hitsElement(element: MarkupElement, p: Point, config: EditorConfig, slop = 0, unitsPerPixel?: number): boolean {
  if (isConduit(element)) {
    const drawn = unitsPerPixel ? runScreenWidth(runWidthOf(element), unitsPerPixel) / 2 : 0;
    return distanceToPolyline(p, runPoints(element)) <= Math.max(config.hitConduit, drawn) + slop;
  }
  const radius = radiusOf(element, config);
  const drawn = unitsPerPixel ? radius * markerScale(radius, unitsPerPixel) : 0;
  return distance(p, element) <= Math.max((radius + HIT_POINT_PADDING) * config.pointFactor, drawn) + slop;
}

/**
 * The topmost element under p, as drawn (drawingOrder): the last point that hits, else the last
 * run that does, since every run lies beneath every point.
 */
export function pickElement(
  elements: readonly MarkupElement[],
  p: Point,
  config: EditorConfig,
  slop = 0,
  unitsPerPixel?: number,
): MarkupElement | undefined {
  for (const runs of [false, true]) {
    for (let i = elements.length - 1; i >= 0; i--) {
      const element = elements[i]!;
      if (isConduit(element) === runs && hitsElement(element, p, config, slop, unitsPerPixel)) return element;
    }
  }
  return undefined;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Whether p lies on the 2000x1500 canvas, or within `margin` of it. */
export function isOnCanvas(p: Point, margin = 0): boolean {
  return p.x >= -margin && p.x <= CANVAS_WIDTH + margin && p.y >= -margin && p.y <= CANVAS_HEIGHT + margin;
}

/** Keeps a point inside the 2000x1500 canvas. */
export function clampToCanvas(p: Point): Point {
  return { x: clamp(p.x, 0, CANVAS_WIDTH), y: clamp(p.y, 0, CANVAS_HEIGHT) };
}

/**
 * Moves an element by (dx, dy), stopping at the canvas edge; a run moves as a whole, every
 * vertex with it, so the move is limited by whichever vertex reaches the edge first.
 */
export function translateElement(element: MarkupElement, dx: number, dy: number): MarkupElement {
  if (isConduit(element)) {
    const vertices = runPoints(element);
    const xs = vertices.map((p) => p.x);
    const ys = vertices.map((p) => p.y);
    const cdx = clamp(dx, -Math.min(...xs), CANVAS_WIDTH - Math.max(...xs));
    const cdy = clamp(dy, -Math.min(...ys), CANVAS_HEIGHT - Math.max(...ys));
    const moved = { ...element, x: element.x + cdx, y: element.y + cdy, x2: element.x2 + cdx, y2: element.y2 + cdy };
    return element.points ? { ...moved, points: element.points.map((p) => ({ x: p.x + cdx, y: p.y + cdy })) } : moved;
  }
  const moved = clampToCanvas({ x: element.x + dx, y: element.y + dy });
  return { ...element, x: moved.x, y: moved.y };
}

// --- Camera -------------------------------------------------------------------------------
// The SVG's viewBox is always 0 0 2000 1500, fitted into the element (centred, whole: SVG's
// default xMidYMid meet); an element of another shape shows more around the canvas. The camera
// maps a canvas point c to the viewBox point c * zoom + pan. zoom 1 with pan 0 shows the whole
// canvas, fitted.

export interface Viewport {
  zoom: number;
  panX: number;
  panY: number;
}

export const IDENTITY_VIEWPORT: Viewport = { zoom: 1, panX: 0, panY: 0 };
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;

/** The size of the SVG element, CSS px. */
export interface ScreenSize {
  width: number;
  height: number;
}

/** The on-screen box of the SVG element (a DOMRect has these). */
export interface ScreenRect extends ScreenSize {
  left: number;
  top: number;
}

/** A region of the viewBox space. */
export interface ViewBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CANVAS_BOUNDS: ViewBounds = { x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT };

/** CSS px per viewBox unit: the canvas fitted whole into the element. */
export function fitScale(size: ScreenSize): number {
  return Math.max(0, Math.min(size.width / CANVAS_WIDTH, size.height / CANVAS_HEIGHT));
}

/** The part of the viewBox space the element shows: the canvas, and around it what the element's shape adds. */
export function visibleBounds(size: ScreenSize): ViewBounds {
  const scale = fitScale(size);
  if (scale === 0) return CANVAS_BOUNDS;
  const width = size.width / scale;
  const height = size.height / scale;
  return { x: (CANVAS_WIDTH - width) / 2, y: (CANVAS_HEIGHT - height) / 2, width, height };
}

/** A screen (client) position to the viewBox space, before the camera. */
export function screenToViewBox(clientX: number, clientY: number, rect: ScreenRect): Point {
  const scale = fitScale(rect);
  if (scale === 0) return { x: 0, y: 0 };
  return {
    x: (clientX - rect.left - (rect.width - CANVAS_WIDTH * scale) / 2) / scale,
    y: (clientY - rect.top - (rect.height - CANVAS_HEIGHT * scale) / 2) / scale,
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
export function canvasUnitsPerPixel(size: ScreenSize, viewport: Viewport): number {
  const scale = fitScale(size);
  return scale > 0 ? 1 / scale / viewport.zoom : 1;
}

/** One axis: a canvas larger than the view covers it; a smaller one sits in its middle. */
function clampAxis(pan: number, length: number, viewStart: number, viewLength: number): number {
  if (length <= viewLength) return viewStart + (viewLength - length) / 2;
  return clamp(pan, viewStart + viewLength - length, viewStart);
}

/**
 * Keeps the zoom in range and the canvas where it can be seen: covering the view where it is
 * larger, centred where it is smaller (a 4:3 plan on a phone held upright).
 */
export function clampViewport(viewport: Viewport, bounds: ViewBounds = CANVAS_BOUNDS): Viewport {
  const zoom = clamp(viewport.zoom, MIN_ZOOM, MAX_ZOOM);
  return {
    zoom,
    panX: clampAxis(viewport.panX, CANVAS_WIDTH * zoom, bounds.x, bounds.width),
    panY: clampAxis(viewport.panY, CANVAS_HEIGHT * zoom, bounds.y, bounds.height),
  };
}

/** Zooms by factor keeping the viewBox point `anchor` (the cursor) over the same canvas point. */
export function zoomAt(viewport: Viewport, anchor: Point, factor: number, bounds?: ViewBounds): Viewport {
  const zoom = clamp(viewport.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const c = viewBoxToCanvas(anchor, viewport);
  return clampViewport({ zoom, panX: anchor.x - c.x * zoom, panY: anchor.y - c.y * zoom }, bounds);
}

/** Pans by a viewBox distance. */
export function panBy(viewport: Viewport, dx: number, dy: number, bounds?: ViewBounds): Viewport {
  return clampViewport({ ...viewport, panX: viewport.panX + dx, panY: viewport.panY + dy }, bounds);
}

/**
 * Two-finger pinch: the camera at the start of the gesture and both fingers then and now (in
 * viewBox space). The canvas point under the first midpoint follows the current midpoint, and
 * the zoom follows the finger spread.
 */
export function pinchViewport(start: Viewport, a0: Point, b0: Point, a1: Point, b1: Point, bounds?: ViewBounds): Viewport {
  const spread0 = distance(a0, b0);
  const factor = spread0 > 0 ? distance(a1, b1) / spread0 : 1;
  const zoom = clamp(start.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const c = viewBoxToCanvas(mid0, start);
  return clampViewport({ zoom, panX: mid1.x - c.x * zoom, panY: mid1.y - c.y * zoom }, bounds);
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
