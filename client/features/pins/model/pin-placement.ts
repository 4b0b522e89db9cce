import { describePin } from '../../../../common/markup/pins';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../common/markup/schema';

// Where a pin goes and which way it looks, from taps, drags and keys on a plan drawn over the
// whole 2000x1500 canvas (fitted, xMidYMid meet). Pure, so each rule is tested alone.

export interface CanvasPoint {
  x: number;
  y: number;
}

/** The on-screen box of the drawn plan (getBoundingClientRect). */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A point kept on the canvas, in whole canvas units (the server takes 0..2000 by 0..1500). */
export function clampToCanvas(point: CanvasPoint): CanvasPoint {
  return { x: Math.round(clamp(point.x, 0, CANVAS_WIDTH)), y: Math.round(clamp(point.y, 0, CANVAS_HEIGHT)) };
}

/** Canvas units per screen pixel of a plan fitted in this box (the larger ratio wins under "meet"). */
export function unitsPerPixel(box: Pick<ScreenBox, 'width' | 'height'>): number {
  if (box.width <= 0 || box.height <= 0) return 1;
  return Math.max(CANVAS_WIDTH / box.width, CANVAS_HEIGHT / box.height);
}

/** The canvas point under a screen position (not clamped: a drag may leave the plan). */
export function canvasPointAt(client: CanvasPoint, box: ScreenBox): CanvasPoint {
  const scale = unitsPerPixel(box);
  // The canvas is centred in the box; the margins left and right, or above and below, are empty.
  const offsetX = (box.width - CANVAS_WIDTH / scale) / 2;
  const offsetY = (box.height - CANVAS_HEIGHT / scale) / 2;
  return { x: (client.x - box.left - offsetX) * scale, y: (client.y - box.top - offsetY) * scale };
}

/** Whole degrees 0..359 (360 is 0, a negative turn counts back from 360). */
export function normalizeDirection(degrees: number): number {
  return ((Math.round(degrees) % 360) + 360) % 360;
}

/**
 * The way from the pin to a point, in degrees clockwise from the top of the plan; null when the
 * point is too close to the pin to tell (a tap on the pin itself).
 */
export function directionTowards(pin: CanvasPoint, point: CanvasPoint, minDistance = 1): number | null {
  const dx = point.x - pin.x;
  const dy = point.y - pin.y;
  if (Math.hypot(dx, dy) < minDistance) return null;
  // atan2(east, north): 0 is up, 90 is right, as on a compass laid over the plan.
  return normalizeDirection((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/** A direction turned by some degrees; with none yet, the turn starts from the top. */
export function turnDirection(direction: number | null, by: number): number {
  return normalizeDirection((direction ?? 0) + by);
}

/** What the direction field holds as a direction: null when it is not a number. */
export function directionFromInput(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? normalizeDirection(value) : null;
}

const ARROWS: Record<string, CanvasPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The pin moved by an arrow key (null for any other key), kept on the canvas. */
export function nudgePin(pin: CanvasPoint, key: string, step: number): CanvasPoint | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  return clampToCanvas({ x: pin.x + arrow.x * step, y: pin.y + arrow.y * step });
}

/** Where a pin starts when it is placed from the keyboard: the middle of the plan. */
export const CANVAS_CENTRE: CanvasPoint = { x: CANVAS_WIDTH / 2, y: CANVAS_HEIGHT / 2 };

/** The radius of the disc describePin draws, read from it so the two never disagree. */
export const PIN_RADIUS = Number(describePin({ x: 0, y: 0, direction: null, number: 1 }).find((shape) => shape.kind === 'circle')?.attrs.r ?? 26);

/**
 * How much larger than stored to draw a pin so that its disc is at least `minRadiusPx` on screen
 * (a whole plan on a phone shows a stored pin a few pixels wide); never smaller than stored.
 */
export function pinScale(pixelUnits: number, minRadiusPx = 14): number {
  return Math.max(1, (minRadiusPx * pixelUnits) / PIN_RADIUS);
}

/**
 * Whether a press at this canvas point grabs the pin: within its drawn disc, or a finger's
 * width on screen around it, whichever is larger.
 */
export function isOnPin(pin: CanvasPoint, point: CanvasPoint, pixelUnits: number, slopPx = 24): boolean {
  const reach = Math.max(PIN_RADIUS * pinScale(pixelUnits), slopPx * pixelUnits);
  return Math.hypot(point.x - pin.x, point.y - pin.y) <= reach;
}

export interface CanvasWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the plan a thumbnail shows: a window of the canvas's proportions centred on the
 * pin as far as the canvas allows (a pin near an edge sits off centre, never beside empty space).
 */
export function windowAround(pin: CanvasPoint, width = 700): CanvasWindow {
  const w = clamp(width, 1, CANVAS_WIDTH);
  const h = (w * CANVAS_HEIGHT) / CANVAS_WIDTH;
  return {
    x: Math.round(clamp(pin.x - w / 2, 0, CANVAS_WIDTH - w)),
    y: Math.round(clamp(pin.y - h / 2, 0, CANVAS_HEIGHT - h)),
    width: w,
    height: h,
  };
}

// The plan's top is not north (a plan is drawn as it fits the sheet), so directions are named on the plan.
const PLAN_WAYS = ['up', 'up and right', 'right', 'down and right', 'down', 'down and left', 'left', 'up and left'] as const;

/** A direction in words for the screen and screen readers: 'Looking right (90°)', or 'No direction'. */
export function describeDirection(direction: number | null): string {
  if (direction === null) return 'No direction';
  const way = PLAN_WAYS[Math.round(normalizeDirection(direction) / 45) % PLAN_WAYS.length];
  return `Looking ${way} (${normalizeDirection(direction)}°)`;
}

/** What a tap or click on the plan does now, in the words of the pointer at hand. */
export function placementHint(placed: boolean, mode: 'place' | 'aim', touch: boolean): string {
  const tap = touch ? 'Tap' : 'Click';
  if (!placed) return `${tap} the plan where the photo was taken.`;
  if (mode === 'aim') return `${tap} the way the camera looked, or drag from the pin.`;
  return `${tap} the plan to move the pin.`;
}
