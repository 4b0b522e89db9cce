import { formatFeet } from './quantity-labels';
import {
  DEFAULT_STROKE_WIDTH,
  EDITOR_CONFIGS,
  ELEMENT_COLORS,
  LABEL_COLORS,
  labelFor,
  type EditorKind,
} from './constants';
import {
  backgroundPlacement,
  drawingOrder,
  isConduit,
  markerScale,
  polylineMidpoint,
  radiusOf,
  runPoints,
  runScreenWidth,
  runWidthOf,
  type Point,
} from './geometry';
import { isIdentified } from './identifiers';
import { drawnFeet } from './quantities';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type MarkupElement } from './schema';

// The one renderer (DESIGN §5): a markup document becomes plain shape descriptors, which the
// SVG string below and the editor's React layer both turn 1:1 into SVG elements, so the
// editor, the PNG export and the report agree by construction. Runs are drawn first, beneath
// every point (drawingOrder). On screen the editor may draw an element larger than stored
// (screenAdjustment) so that it stays readable; the shapes themselves keep the stored sizes.

export interface MarkupBackground {
  href: string;
  /** Natural size of the image; unknown sizes fill the canvas keeping the aspect ratio. */
  width?: number;
  height?: number;
}

export interface MarkupDocument {
  elements: readonly MarkupElement[];
  background?: MarkupBackground | null;
  /**
   * Feet per canvas unit (the survey's markupScale, DESIGN §11); null or absent: not scaled.
   * A scaled drawing gets a scale bar and each run its length in feet.
   */
  scale?: number | null;
}

/** SVG attribute names as written in SVG markup (kebab-case); values are final. */
export type ShapeAttrs = Readonly<Record<string, string | number>>;

export type Shape =
  | { kind: 'line'; attrs: ShapeAttrs }
  | { kind: 'polyline'; attrs: ShapeAttrs }
  | { kind: 'rect'; attrs: ShapeAttrs }
  | { kind: 'circle'; attrs: ShapeAttrs }
  | { kind: 'text'; attrs: ShapeAttrs; text: string }
  | { kind: 'image'; attrs: ShapeAttrs };

/** One element's shapes, drawn in order inside one group. */
export interface ElementDrawing {
  id: string;
  shapes: Shape[];
}

export const LABEL_FONT = 'Arial, Helvetica, sans-serif';
export const SELECTION_COLOR = '#2563eb';
const CUSTOM_TEXT_COLOR = '#111827';
const OUTLINE_COLOR = '#ffffff';
/** A marker's identifier is this share of its radius high: about 11 px under a 14 px marker on a phone. */
export const TAG_FONT_FACTOR = 0.8;
/**
 * Space between a marker's outline and its identifier, as a share of its radius: about 4 px on
 * screen at the least marker size, so the selection ring (4 px out) passes above the letters.
 */
const TAG_GAP_FACTOR = 0.3;

// Colours come from stored data that any client may have written: only plain colour syntax
// passes, so nothing else reaches a style or attribute of the report.
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

export function elementColor(element: MarkupElement): string {
  const stored = element.color?.trim();
  return stored && SAFE_COLOR.test(stored) ? stored : ELEMENT_COLORS[element.type];
}

/** Rounded to 0.01 so that strings stay short and stable. */
function n(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Font size for a label inside a circle: as large as still fits, so fewer letters get more. */
export function labelFontSize(radius: number, label: string): number {
  return n(radius * (label.length >= 3 ? 0.72 : label.length === 2 ? 0.92 : 1.1));
}

export function conduitWidth(element: MarkupElement): number {
  return runWidthOf(element);
}


/** A run's length label is this high (canvas units): a little over a marker's identifier. */
export const RUN_LENGTH_FONT_SIZE = 22;
/** Least on-screen height (CSS px) of a run's length label and the scale bar's label, like an identifier's. */
export const MIN_LABEL_SCREEN_SIZE = 11;

function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
}

/** A run: a line between its ends, or a polyline through its vertices; with a scale, its length written at its middle. */
function describeRun(element: MarkupElement & { x2: number; y2: number }, scale: number | null | undefined): Shape[] {
  const stroke = { stroke: elementColor(element), 'stroke-width': n(conduitWidth(element)), 'stroke-linecap': 'round' } as const;
  const vertices = runPoints(element);
  const shapes: Shape[] =
    vertices.length > 2
      ? [{ kind: 'polyline', attrs: { points: pointsAttr(vertices), fill: 'none', ...stroke, 'stroke-linejoin': 'round' } }]
      : [{ kind: 'line', attrs: { x1: n(vertices[0]!.x), y1: n(vertices[0]!.y), x2: n(vertices[1]!.x), y2: n(vertices[1]!.y), ...stroke } }];
  const feet = scale ? drawnFeet(element, scale) : null;
  if (feet !== null) shapes.push(...describeRunLength(vertices, feet));
  return shapes;
}

/** Advance widths of Arial Bold (em) for what a length label holds; the label's card is sized by them. */
const BOLD_WIDTHS: Readonly<Record<string, number>> = { '.': 0.278, ',': 0.278, ' ': 0.278, f: 0.333, t: 0.333 };

/** About how wide a length label is drawn (canvas units) at this font size. */
export function labelWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += BOLD_WIDTHS[char] ?? 0.556;
  return em * fontSize;
}

/**
 * A run's length, centred on the point halfway along it: dark on a white card, so that it reads
 * over the run and any plan. Its baseline is set from the cap height (not dominant-baseline), so
 * every rasteriser puts it alike.
 */
function describeRunLength(vertices: readonly Point[], feet: number): Shape[] {
  const middle = polylineMidpoint(vertices);
  const text = formatFeet(feet);
  const font = RUN_LENGTH_FONT_SIZE;
  const width = labelWidth(text, font) + font * 0.6;
  const height = font * 1.3;
  return [
    {
      kind: 'rect',
      attrs: {
        x: n(middle.x - width / 2),
        y: n(middle.y - height / 2),
        width: n(width),
        height: n(height),
        rx: n(height / 4),
        fill: OUTLINE_COLOR,
        'fill-opacity': 0.92,
        stroke: '#94a3b8',
        'stroke-width': 1,
      },
    },
    {
      kind: 'text',
      text,
      attrs: {
        x: n(middle.x),
        y: n(middle.y + font * 0.36),
        fill: CUSTOM_TEXT_COLOR,
        'font-family': LABEL_FONT,
        'font-size': font,
        'font-weight': 700,
        'text-anchor': 'middle',
      },
    },
  ];
}

/**
 * The shapes of one element, in canvas coordinates. `scale` (feet per canvas unit) writes each
 * run's length beside it; without one runs are drawn unmeasured.
 */
export function describeElement(element: MarkupElement, kind: EditorKind, scale?: number | null): Shape[] {
  const color = elementColor(element);
  if (isConduit(element)) return describeRun(element, scale);
  const radius = radiusOf(element, EDITOR_CONFIGS[kind]);
  const strokeWidth = element.strokeWidth ?? DEFAULT_STROKE_WIDTH;
  const circle: Shape = {
    kind: 'circle',
    attrs: { cx: n(element.x), cy: n(element.y), r: n(radius), fill: color, stroke: OUTLINE_COLOR, 'stroke-width': n(strokeWidth) },
  };
  const label = labelFor(kind, element.type, element.text);
  if (label === '') return [circle];
  if (element.type === 'custom') {
    // A free label can be long: it sits beside the dot, with a white halo to read on any map.
    const fontSize = n(Math.max(16, radius * 1.1));
    return [
      circle,
      {
        kind: 'text',
        text: label,
        attrs: {
          x: n(element.x + radius + 6),
          y: n(element.y),
          fill: CUSTOM_TEXT_COLOR,
          stroke: OUTLINE_COLOR,
          'stroke-width': n(fontSize / 5),
          'paint-order': 'stroke',
          'font-family': LABEL_FONT,
          'font-size': fontSize,
          'font-weight': 700,
          'text-anchor': 'start',
          'dominant-baseline': 'central',
        },
      },
    ];
  }
  const shapes: Shape[] = [
    circle,
    {
      kind: 'text',
      text: label,
      attrs: {
        x: n(element.x),
        y: n(element.y),
        fill: LABEL_COLORS[element.type],
        'font-family': LABEL_FONT,
        'font-size': labelFontSize(radius, label),
        'font-weight': 700,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
      },
    },
  ];
  const tag = element.tag?.trim();
  if (tag && isIdentified(element)) shapes.push(describeTag(element, tag, radius, strokeWidth));
  return shapes;
}

/**
 * A marker's identifier (IDF-1, AP-12; DESIGN §5) centred beneath its circle, sized by the
 * marker so it grows with it (and with the editor's screen adjustment, which scales the whole
 * group): dark on a white halo, like a custom label, to read on any map. Its baseline is set
 * from the cap height rather than by dominant-baseline, so every rasteriser puts it alike.
 */
function describeTag(element: MarkupElement, tag: string, radius: number, strokeWidth: number): Shape {
  const fontSize = n(radius * TAG_FONT_FACTOR);
  return {
    kind: 'text',
    text: tag,
    attrs: {
      x: n(element.x),
      y: n(element.y + radius * (1 + TAG_GAP_FACTOR) + strokeWidth / 2 + fontSize * 0.72),
      fill: CUSTOM_TEXT_COLOR,
      stroke: OUTLINE_COLOR,
      'stroke-width': n(fontSize / 4),
      'stroke-linejoin': 'round',
      'paint-order': 'stroke',
      'font-family': LABEL_FONT,
      'font-size': fontSize,
      'font-weight': 700,
      'text-anchor': 'middle',
    },
  };
}

/** A scale about a point: x' = x + (x - cx) * (k - 1). */
export interface ScaleAbout {
  k: number;
  cx: number;
  cy: number;
}

/**
 * What the editor adds to an element's shapes on screen, so that it reads at any zoom: a marker
 * drawn smaller than MIN_MARKER_SCREEN_RADIUS is scaled about its centre, a thin run gets a wider
 * stroke (a style, over the stored stroke-width), a run's length label (its card and text) is
 * scaled about the run's middle. Nothing when the stored size already reads, and never in exports.
 * The scales are written into the shapes' coordinates (adjustShapes), not as a transform: a
 * transform per element makes the browser keep a paint chunk per element, and a drawing of
 * thousands of them slow on every frame (issue 26).
 */
export interface ScreenAdjustment {
  scale?: ScaleAbout;
  runWidth?: number;
  labelScale?: ScaleAbout;
}

const COORDINATES_X = new Set(['x', 'cx', 'x1', 'x2']);
const COORDINATES_Y = new Set(['y', 'cy', 'y1', 'y2']);
const LENGTHS = new Set(['r', 'rx', 'ry', 'width', 'height', 'stroke-width', 'font-size']);

/** A shape scaled about a point, written into its own coordinates and lengths. */
export function scaleShape(shape: Shape, { k, cx, cy }: ScaleAbout): Shape {
  const attrs: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(shape.attrs)) {
    if (typeof value === 'number' && COORDINATES_X.has(name)) attrs[name] = n(cx + (value - cx) * k);
    else if (typeof value === 'number' && COORDINATES_Y.has(name)) attrs[name] = n(cy + (value - cy) * k);
    else if (typeof value === 'number' && LENGTHS.has(name)) attrs[name] = n(value * k);
    else if (name === 'stroke-dasharray' && typeof value === 'string') attrs[name] = value.split(/[\s,]+/).map((part) => n(Number(part) * k)).join(' ');
    else if (name === 'points' && typeof value === 'string') {
      attrs[name] = value
        .trim()
        .split(/\s+/)
        .map((pair) => {
          const [x, y] = pair.split(',').map(Number);
          return `${n(cx + (x! - cx) * k)},${n(cy + (y! - cy) * k)}`;
        })
        .join(' ');
    } else attrs[name] = value;
  }
  return { ...shape, attrs } as Shape;
}

/** An element's shapes as the editor draws them: its marker scale, and its run label's, applied. */
export function adjustShapes(shapes: readonly Shape[], adjustment: ScreenAdjustment): readonly Shape[] {
  const { scale, labelScale } = adjustment;
  if (scale) return shapes.map((shape) => scaleShape(shape, scale));
  if (labelScale) return shapes.map((shape) => (shape.kind === 'text' || shape.kind === 'rect' ? scaleShape(shape, labelScale) : shape));
  return shapes;
}

/** How much larger than stored a label of this font size is drawn on screen (1: its own size reads). */
export function labelScale(fontSize: number, unitsPerPixel: number | undefined): number {
  if (!unitsPerPixel || fontSize <= 0) return 1;
  return Math.max(1, (MIN_LABEL_SCREEN_SIZE * unitsPerPixel) / fontSize);
}

const NO_ADJUSTMENT: ScreenAdjustment = {};

export function screenAdjustment(element: MarkupElement, kind: EditorKind, unitsPerPixel: number | undefined): ScreenAdjustment {
  if (!unitsPerPixel) return NO_ADJUSTMENT;
  if (isConduit(element)) {
    const stored = runWidthOf(element);
    const width = runScreenWidth(stored, unitsPerPixel);
    const grow = labelScale(RUN_LENGTH_FONT_SIZE, unitsPerPixel);
    if (width <= stored && grow === 1) return NO_ADJUSTMENT;
    const adjustment: ScreenAdjustment = {};
    if (width > stored) adjustment.runWidth = n(width);
    if (grow > 1) {
      const middle = polylineMidpoint(runPoints(element));
      adjustment.labelScale = { k: grow, cx: middle.x, cy: middle.y };
    }
    return adjustment;
  }
  const scale = markerScale(radiusOf(element, EDITOR_CONFIGS[kind]), unitsPerPixel);
  if (scale === 1) return NO_ADJUSTMENT;
  return { scale: { k: scale, cx: element.x, cy: element.y } };
}

/**
 * The highlight drawn over the selected element (editor only; exports draw none). On screen
 * (`unitsPerPixel` given) it is sized in screen pixels around what is drawn.
 */
export function describeSelection(element: MarkupElement, kind: EditorKind, unitsPerPixel?: number): Shape[] {
  const px = unitsPerPixel ?? 1;
  const common = unitsPerPixel
    ? { fill: 'none', stroke: SELECTION_COLOR, 'stroke-width': n(2 * px), 'stroke-dasharray': `${n(6 * px)} ${n(4 * px)}` }
    : { fill: 'none', stroke: SELECTION_COLOR, 'stroke-width': 3, 'stroke-dasharray': '8 6' };
  if (isConduit(element)) {
    // A ring at each vertex: its ends, and the bends of a run of several segments.
    const r = n(Math.max(10, 8 * px));
    return runPoints(element).map((p) => ({ kind: 'circle', attrs: { cx: n(p.x), cy: n(p.y), r, ...common } }));
  }
  const radius = radiusOf(element, EDITOR_CONFIGS[kind]);
  // On screen 3 px out (its outer edge 4 px): clear of the identifier written beneath the marker.
  const ring = unitsPerPixel ? radius * markerScale(radius, unitsPerPixel) + 3 * px : radius + 8;
  return [{ kind: 'circle', attrs: { cx: n(element.x), cy: n(element.y), r: n(ring), ...common } }];
}

/** A standards check's colours (DESIGN §17): red for an error, amber for a warning. */
export const CHECK_COLORS = { error: '#dc2626', warning: '#d97706' } as const;
/**
 * A run's halo, the same hues made light and opaque: an `opacity` on each of hundreds of halos
 * would make each its own paint effect, which the browser layerizes again on every frame.
 */
const CHECK_HALO_COLORS = { error: '#fca5a5', warning: '#fcd34d' } as const;

/**
 * The mark on an element a standards check found (the editor only): a halo along a run, a ring
 * around a marker, drawn beneath the selection's ring so both stay visible.
 */
export function describeCheckMark(element: MarkupElement, kind: EditorKind, severity: keyof typeof CHECK_COLORS, unitsPerPixel?: number): Shape[] {
  const px = unitsPerPixel ?? 1;
  const stroke = CHECK_COLORS[severity];
  if (isConduit(element)) {
    const points = runPoints(element).map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
    const width = runScreenWidth(runWidthOf(element), unitsPerPixel) + 10 * px;
    return [{ kind: 'polyline', attrs: { points, fill: 'none', stroke: CHECK_HALO_COLORS[severity], 'stroke-width': n(width), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } }];
  }
  const radius = radiusOf(element, EDITOR_CONFIGS[kind]);
  const ring = unitsPerPixel ? radius * markerScale(radius, unitsPerPixel) + 7 * px : radius + 12;
  return [{ kind: 'circle', attrs: { cx: n(element.x), cy: n(element.y), r: n(ring), fill: 'none', stroke, 'stroke-width': n(3 * px) } }];
}

/** The rubber band from a conduit's first click to the pointer, as wide as the run will be drawn. */
export function describeConduitPreview(start: { x: number; y: number }, end: { x: number; y: number }, width: number, unitsPerPixel?: number): Shape[] {
  const px = unitsPerPixel ?? 1;
  return [
    {
      kind: 'line',
      attrs: {
        x1: n(start.x),
        y1: n(start.y),
        x2: n(end.x),
        y2: n(end.y),
        stroke: ELEMENT_COLORS.conduit,
        'stroke-width': n(runScreenWidth(width, unitsPerPixel)),
        'stroke-linecap': 'round',
        'stroke-dasharray': unitsPerPixel ? `${n(10 * px)} ${n(6 * px)}` : '12 8',
        opacity: 0.8,
      },
    },
    { kind: 'circle', attrs: { cx: n(start.x), cy: n(start.y), r: n(Math.max(6, 5 * px)), fill: ELEMENT_COLORS.conduit } },
  ];
}

/**
 * The line being drawn to set the scale (the editor only): dashed, in the selection's blue, with
 * a dot at each end so that its ends can be placed on the two ends of a wall.
 */
export function describeMeasurePreview(start: Point, end: Point, unitsPerPixel?: number): Shape[] {
  const px = unitsPerPixel ?? 1;
  const dot = n(Math.max(6, 5 * px));
  return [
    {
      kind: 'line',
      attrs: {
        x1: n(start.x),
        y1: n(start.y),
        x2: n(end.x),
        y2: n(end.y),
        stroke: SELECTION_COLOR,
        'stroke-width': n(Math.max(3, 3 * px)),
        'stroke-linecap': 'round',
        'stroke-dasharray': `${n(10 * px)} ${n(6 * px)}`,
      },
    },
    { kind: 'circle', attrs: { cx: n(start.x), cy: n(start.y), r: dot, fill: SELECTION_COLOR, stroke: OUTLINE_COLOR, 'stroke-width': n(1.5 * px) } },
    { kind: 'circle', attrs: { cx: n(end.x), cy: n(end.y), r: dot, fill: SELECTION_COLOR, stroke: OUTLINE_COLOR, 'stroke-width': n(1.5 * px) } },
  ];
}

// --- Scale bar ----------------------------------------------------------------------------

/** The scale bar spans about this share of the canvas width. */
const SCALE_BAR_SHARE = 0.2;
/** Where the bar starts (left) and sits (above the bottom), canvas units. */
const SCALE_BAR_MARGIN = 40;
const SCALE_BAR_FONT_SIZE = 28;

/**
 * The bar's length in feet: a round one (1, 2, 5 times a power of ten) spanning as near as there
 * is to a fifth of the canvas width, so between about 13% and 32%, mostly 15-25%.
 */
export function scaleBarFeet(scale: number): number {
  const target = SCALE_BAR_SHARE * CANVAS_WIDTH * scale;
  const decade = 10 ** Math.floor(Math.log10(target));
  let best = decade;
  for (const step of [1, 2, 5, 10]) {
    const candidate = step * decade;
    if (Math.abs(Math.log(candidate / target)) < Math.abs(Math.log(best / target))) best = candidate;
  }
  // 0.1 + 0.2 style noise: at most 12 significant digits.
  return Number(best.toPrecision(12));
}

export interface ScaleBar {
  feet: number;
  /** Canvas units the bar spans. */
  length: number;
  label: string;
}

export function scaleBarOf(scale: number | null | undefined): ScaleBar | null {
  if (!scale || !(scale > 0) || !Number.isFinite(scale)) return null;
  const feet = scaleBarFeet(scale);
  return { feet, length: feet / scale, label: `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(feet)} ft` };
}

/**
 * The scale bar, bottom left: a dark bar of the round length with end ticks and its length above
 * it, on a white card so it reads over any plan. On screen (`unitsPerPixel` given) its strokes
 * and label keep a least size in screen pixels; its length is always the drawing's.
 */
export function describeScaleBar(scale: number | null | undefined, unitsPerPixel?: number): Shape[] {
  const bar = scaleBarOf(scale);
  if (!bar) return [];
  const font = n(SCALE_BAR_FONT_SIZE * labelScale(SCALE_BAR_FONT_SIZE, unitsPerPixel));
  const px = unitsPerPixel ?? 0;
  const thickness = n(Math.max(6, 3 * px));
  const tick = n(Math.max(26, 10 * px));
  const pad = n(Math.max(14, 6 * px));
  const left = SCALE_BAR_MARGIN;
  const right = n(left + bar.length);
  const barY = n(CANVAS_HEIGHT - SCALE_BAR_MARGIN - tick / 2);
  const labelBaseline = n(barY - tick / 2 - font * 0.35);
  const top = n(labelBaseline - font * 0.72 - pad);
  const dark = '#111827';
  const tickLine = (x: number): Shape => ({
    kind: 'line',
    attrs: { x1: x, y1: n(barY - tick / 2), x2: x, y2: n(barY + tick / 2), stroke: dark, 'stroke-width': thickness, 'stroke-linecap': 'square' },
  });
  return [
    {
      kind: 'rect',
      attrs: {
        x: n(left - pad),
        y: top,
        width: n(bar.length + 2 * pad),
        height: n(barY + tick / 2 + pad - top),
        rx: n(pad / 2),
        fill: OUTLINE_COLOR,
        'fill-opacity': 0.85,
        stroke: '#cbd5e1',
        'stroke-width': n(Math.max(1.5, px)),
      },
    },
    { kind: 'line', attrs: { x1: left, y1: barY, x2: right, y2: barY, stroke: dark, 'stroke-width': thickness, 'stroke-linecap': 'butt' } },
    tickLine(left),
    tickLine(right),
    {
      kind: 'text',
      text: bar.label,
      attrs: {
        x: n(left + bar.length / 2),
        y: labelBaseline,
        fill: dark,
        'font-family': LABEL_FONT,
        'font-size': font,
        'font-weight': 700,
        'text-anchor': 'middle',
      },
    },
  ];
}

export function describeBackground(background: MarkupBackground): Shape {
  const box = backgroundPlacement(background.width, background.height);
  return {
    kind: 'image',
    attrs: {
      href: background.href,
      x: n(box.x),
      y: n(box.y),
      width: n(box.width),
      height: n(box.height),
      preserveAspectRatio: 'xMidYMid meet',
    },
  };
}

/** Every element's shapes, in drawing order: runs beneath points; runs measured when the drawing has a scale. */
export function describeDocument(document: MarkupDocument, kind: EditorKind): ElementDrawing[] {
  return drawingOrder(document.elements).map((element) => ({ id: element.id, shapes: describeElement(element, kind, document.scale) }));
}

// --- SVG string -------------------------------------------------------------------------

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function attributes(attrs: ShapeAttrs): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

export function shapeToSvg(shape: Shape): string {
  if (shape.kind === 'text') return `<text${attributes(shape.attrs)}>${escapeXml(shape.text)}</text>`;
  return `<${shape.kind}${attributes(shape.attrs)}/>`;
}

export interface RenderSvgOptions {
  /** Draws the selection highlight over this element. */
  selectionId?: string | null;
  /** Pixel size of the <svg> element; the viewBox is always the 2000x1500 canvas. */
  width?: number;
  height?: number;
  /** Fills the canvas first (the PNG export is opaque). */
  backgroundColor?: string;
  /** Leave the background image out (the PNG export draws it on the canvas itself). */
  omitBackground?: boolean;
  /**
   * Elements drawn faint, by id, and how faint (0–1): a unit's typical elements under its own
   * differences, the ones it hides fainter still (DESIGN §15).
   */
  opacityOf?: (id: string) => number | undefined;
}

/** The whole document as a standalone SVG string, with every text and attribute escaped. */
export function renderSvg(document: MarkupDocument, kind: EditorKind, options: RenderSvgOptions = {}): string {
  const width = options.width ?? CANVAS_WIDTH;
  const height = options.height ?? CANVAS_HEIGHT;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}" width="${width}" height="${height}">`,
  ];
  if (options.backgroundColor && SAFE_COLOR.test(options.backgroundColor)) {
    parts.push(`<rect x="0" y="0" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="${options.backgroundColor}"/>`);
  }
  if (document.background && !options.omitBackground) parts.push(shapeToSvg(describeBackground(document.background)));
  for (const drawing of describeDocument(document, kind)) {
    const opacity = options.opacityOf?.(drawing.id);
    const faint = opacity !== undefined && opacity >= 0 && opacity < 1 ? ` opacity="${n(opacity)}"` : '';
    parts.push(`<g data-element-id="${escapeXml(drawing.id)}"${faint}>${drawing.shapes.map(shapeToSvg).join('')}</g>`);
  }
  const scaleBar = describeScaleBar(document.scale);
  if (scaleBar.length > 0) parts.push(`<g data-scale-bar="true">${scaleBar.map(shapeToSvg).join('')}</g>`);
  const selected = options.selectionId ? document.elements.find((e) => e.id === options.selectionId) : undefined;
  if (selected) parts.push(`<g data-selection="true">${describeSelection(selected, kind).map(shapeToSvg).join('')}</g>`);
  parts.push('</svg>');
  return parts.join('');
}
