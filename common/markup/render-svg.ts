import {
  DEFAULT_STROKE_WIDTH,
  EDITOR_CONFIGS,
  ELEMENT_COLORS,
  LABEL_COLORS,
  labelFor,
  type EditorKind,
} from './constants';
import { backgroundPlacement, drawingOrder, isConduit, markerScale, radiusOf, runScreenWidth, runWidthOf } from './geometry';
import { isIdentified } from './identifiers';
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
}

/** SVG attribute names as written in SVG markup (kebab-case); values are final. */
export type ShapeAttrs = Readonly<Record<string, string | number>>;

export type Shape =
  | { kind: 'line'; attrs: ShapeAttrs }
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

/** The shapes of one element, in canvas coordinates. */
export function describeElement(element: MarkupElement, kind: EditorKind): Shape[] {
  const color = elementColor(element);
  if (isConduit(element)) {
    return [
      {
        kind: 'line',
        attrs: {
          x1: n(element.x),
          y1: n(element.y),
          x2: n(element.x2),
          y2: n(element.y2),
          stroke: color,
          'stroke-width': n(conduitWidth(element)),
          'stroke-linecap': 'round',
        },
      },
    ];
  }
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

/**
 * What the editor adds to an element's shapes on screen, so that it reads at any zoom: a marker
 * drawn smaller than MIN_MARKER_SCREEN_RADIUS is scaled about its centre (its group's
 * transform), a thin run gets a wider stroke (a style, over the stored stroke-width). Nothing
 * when the stored size already reads, and never in exports.
 */
export interface ScreenAdjustment {
  transform?: string;
  runWidth?: number;
}

const NO_ADJUSTMENT: ScreenAdjustment = {};

export function screenAdjustment(element: MarkupElement, kind: EditorKind, unitsPerPixel: number | undefined): ScreenAdjustment {
  if (!unitsPerPixel) return NO_ADJUSTMENT;
  if (isConduit(element)) {
    const stored = runWidthOf(element);
    const width = runScreenWidth(stored, unitsPerPixel);
    return width > stored ? { runWidth: n(width) } : NO_ADJUSTMENT;
  }
  const scale = markerScale(radiusOf(element, EDITOR_CONFIGS[kind]), unitsPerPixel);
  if (scale === 1) return NO_ADJUSTMENT;
  // Scaled about the centre: x' = x + (x - cx) * (scale - 1).
  return { transform: `matrix(${n(scale)} 0 0 ${n(scale)} ${n(element.x * (1 - scale))} ${n(element.y * (1 - scale))})` };
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
    const r = n(Math.max(10, 8 * px));
    return [
      { kind: 'circle', attrs: { cx: n(element.x), cy: n(element.y), r, ...common } },
      { kind: 'circle', attrs: { cx: n(element.x2), cy: n(element.y2), r, ...common } },
    ];
  }
  const radius = radiusOf(element, EDITOR_CONFIGS[kind]);
  // On screen 3 px out (its outer edge 4 px): clear of the identifier written beneath the marker.
  const ring = unitsPerPixel ? radius * markerScale(radius, unitsPerPixel) + 3 * px : radius + 8;
  return [{ kind: 'circle', attrs: { cx: n(element.x), cy: n(element.y), r: n(ring), ...common } }];
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

/** Every element's shapes, in drawing order: runs beneath points. */
export function describeDocument(document: MarkupDocument, kind: EditorKind): ElementDrawing[] {
  return drawingOrder(document.elements).map((element) => ({ id: element.id, shapes: describeElement(element, kind) }));
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
    parts.push(`<g data-element-id="${escapeXml(drawing.id)}">${drawing.shapes.map(shapeToSvg).join('')}</g>`);
  }
  const selected = options.selectionId ? document.elements.find((e) => e.id === options.selectionId) : undefined;
  if (selected) parts.push(`<g data-selection="true">${describeSelection(selected, kind).map(shapeToSvg).join('')}</g>`);
  parts.push('</svg>');
  return parts.join('');
}
