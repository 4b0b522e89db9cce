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

const PIN_RADIUS = 26;
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
