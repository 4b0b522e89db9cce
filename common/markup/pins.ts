import { LABEL_FONT, shapeToSvg, type Shape } from './render-svg';

// Photos pinned on a plan (DESIGN §5), drawn over the drawing: a numbered dark disc where the
// photo was taken, and a stroke the way the camera looked. Plain shapes, like the renderer's,
// so the report and the editor draw them alike.

export interface PlanPin {
  x: number;
  y: number;
  /** Degrees clockwise from the top of the plan; null: not given. */
  direction: number | null;
  number: number;
}

/** The disc's radius in canvas units, as the report draws it. */
export const PIN_RADIUS = 26;
const PIN_COLOR = '#0f172a';
const RAY_LENGTH = 80;

export function describePin(pin: PlanPin): Shape[] {
  const shapes: Shape[] = [];
  if (pin.direction !== null) {
    const radians = (pin.direction * Math.PI) / 180;
    const x2 = pin.x + Math.sin(radians) * RAY_LENGTH;
    const y2 = pin.y - Math.cos(radians) * RAY_LENGTH;
    shapes.push({ kind: 'line', attrs: { x1: pin.x, y1: pin.y, x2: round(x2), y2: round(y2), stroke: PIN_COLOR, 'stroke-width': 10, 'stroke-linecap': 'round' } });
  }
  shapes.push({ kind: 'circle', attrs: { cx: pin.x, cy: pin.y, r: PIN_RADIUS, fill: PIN_COLOR, stroke: '#ffffff', 'stroke-width': 5 } });
  const label = String(pin.number);
  shapes.push({
    kind: 'text',
    attrs: {
      x: pin.x,
      y: pin.y,
      fill: '#ffffff',
      'font-family': LABEL_FONT,
      'font-size': label.length > 2 ? 20 : 26,
      'font-weight': 'bold',
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
    },
    text: label,
  });
  return shapes;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The pins as one SVG group, in number order (a later number over an earlier one). */
export function pinsToSvg(pins: readonly PlanPin[]): string {
  if (pins.length === 0) return '';
  const ordered = [...pins].sort((a, b) => a.number - b.number);
  return `<g data-layer="pins">${ordered.map((pin) => `<g data-pin="${pin.number}">${describePin(pin).map(shapeToSvg).join('')}</g>`).join('')}</g>`;
}

// --- On screen (the editor) -------------------------------------------------------------------
// A pin is not part of the drawing: the editor lays it over the plan at a size set in screen
// pixels, so it reads on a whole plan on a phone and does not cover the drawing when zoomed in.

/** Least and greatest on-screen radius (CSS px) of a pin's disc: about a marker's size. */
export const MIN_PIN_SCREEN_RADIUS = 14;
export const MAX_PIN_SCREEN_RADIUS = 18;

/**
 * How much larger (or smaller) than stored a pin is drawn on a screen showing `unitsPerPixel`
 * canvas units per CSS pixel; 1 (stored size) when the screen is not measured yet.
 */
export function pinScreenScale(unitsPerPixel: number | undefined): number {
  if (!unitsPerPixel || !(unitsPerPixel > 0)) return 1;
  const screenRadius = Math.min(MAX_PIN_SCREEN_RADIUS, Math.max(MIN_PIN_SCREEN_RADIUS, PIN_RADIUS / unitsPerPixel));
  return (screenRadius * unitsPerPixel) / PIN_RADIUS;
}

/** The transform that draws a pin `scale` times its stored size about its centre (none at 1). */
export function pinTransform(pin: { x: number; y: number }, scale: number): string | undefined {
  if (scale === 1) return undefined;
  return `matrix(${exact(scale)} 0 0 ${exact(scale)} ${exact(pin.x * (1 - scale))} ${exact(pin.y * (1 - scale))})`;
}

const exact = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The pin a press at `point` (canvas units) lands on: within its disc as drawn on screen, widened
 * by `slop` canvas units for a finger; of several, the nearest, and at equal distance the one
 * drawn on top (the higher number). Undefined when the press misses every pin.
 */
export function pinAt<P extends PlanPin>(pins: readonly P[], point: { x: number; y: number }, unitsPerPixel: number | undefined, slop = 0): P | undefined {
  const reach = PIN_RADIUS * pinScreenScale(unitsPerPixel) + slop;
  let best: P | undefined;
  let bestDistance = Infinity;
  for (const pin of pins) {
    const distance = Math.hypot(point.x - pin.x, point.y - pin.y);
    if (distance > reach) continue;
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && pin.number > best.number)) {
      best = pin;
      bestDistance = distance;
    }
  }
  return best;
}
