import { CANVAS_HEIGHT, CANVAS_WIDTH, type MarkupElement } from '../../../common/markup/schema';
import { EDITOR_CONFIGS, type EditorKind } from '../../../common/markup/constants';
import { isCountedPoint, isRun, runVertices, DEFAULT_RUN_KIND } from '../../../common/markup/quantities';

// A drawing as DXF for CAD (DESIGN §17), written as text: AutoCAD R12 (AC1009) ASCII, the DXF
// every CAD program reads, with no handles or objects to get wrong. In feet, at the drawing's
// scale, y up: runs are polylines on a layer per kind (RUN_CAT6…; POLYLINE, R12's polyline —
// LWPOLYLINE came with R14), markers are block inserts (one block per code: DJ, IDF…) with their
// identifier as the attribute TAG, free labels are text, and the canvas the background fills
// is a frame.

export interface DxfDrawing {
  editor: EditorKind;
  /** Feet per canvas unit. */
  scale: number;
  elements: readonly MarkupElement[];
}

const FRAME_LAYER = 'FRAME';
const MARKER_LAYER = 'MARKERS';
const LABEL_LAYER = 'LABELS';

/** A number as DXF wants it: plain decimal, no exponent. */
const num = (value: number) => {
  const fixed = value.toFixed(6).replace(/\.?0+$/, '');
  return fixed === '-0' || fixed === '' ? '0' : fixed;
};

/** Text on one line; characters outside ASCII as \U+XXXX, as CAD programs read them. */
export function dxfText(value: string): string {
  let out = '';
  for (const char of value.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    out += code < 0x20 ? ' ' : code < 0x7f ? char : `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

/** A layer or block name: letters, digits, dash and underscore. */
const symbolName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9_-]/g, '_');

export const runLayerOf = (kind: string | undefined) => `RUN_${symbolName(kind || DEFAULT_RUN_KIND)}`;
export const markerBlockOf = (code: string) => `MARKER_${symbolName(code)}`;

// AutoCAD colour index per layer: runs in a colour each, so kinds read apart.
const RUN_COLOURS = [1, 3, 5, 6, 4, 2, 30, 140];

export function drawingDxf(drawing: DxfDrawing): string {
  const out: string[] = [];
  const pair = (code: number, value: string | number) => out.push(String(code), typeof value === 'number' ? num(value) : value);
  const x = (value: number) => value * drawing.scale;
  const y = (value: number) => (CANVAS_HEIGHT - value) * drawing.scale;
  const config = EDITOR_CONFIGS[drawing.editor];

  const runs = drawing.elements.filter(isRun);
  const markers = drawing.elements.filter((element) => isCountedPoint(element));
  const labels = drawing.elements.filter((element) => element.type === 'custom' && element.text);
  const runLayers = [...new Set(runs.map((run) => runLayerOf(run.kind)))];
  const codes = [...new Set(markers.map((marker) => config.labels[marker.type as keyof typeof config.labels]))];

  pair(999, 'Riser drawing, units: feet');
  pair(0, 'SECTION');
  pair(2, 'HEADER');
  pair(9, '$ACADVER');
  pair(1, 'AC1009');
  pair(9, '$INSBASE');
  pair(10, 0);
  pair(20, 0);
  pair(30, 0);
  pair(9, '$EXTMIN');
  pair(10, 0);
  pair(20, 0);
  pair(9, '$EXTMAX');
  pair(10, x(CANVAS_WIDTH));
  pair(20, y(0));
  pair(0, 'ENDSEC');

  pair(0, 'SECTION');
  pair(2, 'TABLES');
  pair(0, 'TABLE');
  pair(2, 'LTYPE');
  pair(70, 1);
  pair(0, 'LTYPE');
  pair(2, 'CONTINUOUS');
  pair(70, 0);
  pair(3, 'Solid line');
  pair(72, 65);
  pair(73, 0);
  pair(40, 0);
  pair(0, 'ENDTAB');
  const layers: [string, number][] = [
    ['0', 7],
    [FRAME_LAYER, 8],
    [MARKER_LAYER, 7],
    [LABEL_LAYER, 7],
    ...runLayers.map((layer, index): [string, number] => [layer, RUN_COLOURS[index % RUN_COLOURS.length]!]),
  ];
  pair(0, 'TABLE');
  pair(2, 'LAYER');
  pair(70, layers.length);
  for (const [name, colour] of layers) {
    pair(0, 'LAYER');
    pair(2, name);
    pair(70, 0);
    pair(62, colour);
    pair(6, 'CONTINUOUS');
  }
  pair(0, 'ENDTAB');
  pair(0, 'ENDSEC');

  // One block per marker code: a circle of radius 1 (scaled by each insert) and its identifier.
  pair(0, 'SECTION');
  pair(2, 'BLOCKS');
  for (const code of codes) {
    const name = markerBlockOf(code);
    pair(0, 'BLOCK');
    pair(8, '0');
    pair(2, name);
    pair(70, 2);
    pair(10, 0);
    pair(20, 0);
    pair(30, 0);
    pair(3, name);
    pair(0, 'CIRCLE');
    pair(8, '0');
    pair(10, 0);
    pair(20, 0);
    pair(30, 0);
    pair(40, 1);
    pair(0, 'TEXT');
    pair(8, '0');
    pair(10, -0.5);
    pair(20, -0.25);
    pair(30, 0);
    pair(40, 0.5);
    pair(1, dxfText(code));
    pair(0, 'ATTDEF');
    pair(8, '0');
    pair(10, 1.2);
    pair(20, -0.25);
    pair(30, 0);
    pair(40, 0.5);
    pair(1, '');
    pair(3, 'Identifier');
    pair(2, 'TAG');
    pair(70, 0);
    pair(0, 'ENDBLK');
    pair(8, '0');
  }
  pair(0, 'ENDSEC');

  pair(0, 'SECTION');
  pair(2, 'ENTITIES');
  const polyline = (layer: string, points: readonly { x: number; y: number }[], closed: boolean) => {
    pair(0, 'POLYLINE');
    pair(8, layer);
    pair(66, 1);
    pair(10, 0);
    pair(20, 0);
    pair(30, 0);
    pair(70, closed ? 1 : 0);
    for (const point of points) {
      pair(0, 'VERTEX');
      pair(8, layer);
      pair(10, x(point.x));
      pair(20, y(point.y));
      pair(30, 0);
    }
    pair(0, 'SEQEND');
    pair(8, layer);
  };
  // The background fills the canvas: its extent, as a frame.
  polyline(
    FRAME_LAYER,
    [
      { x: 0, y: 0 },
      { x: CANVAS_WIDTH, y: 0 },
      { x: CANVAS_WIDTH, y: CANVAS_HEIGHT },
      { x: 0, y: CANVAS_HEIGHT },
    ],
    true,
  );
  for (const run of runs) polyline(runLayerOf(run.kind), runVertices(run), false);
  for (const marker of markers) {
    const code = config.labels[marker.type as keyof typeof config.labels];
    const radius = (marker.radius ?? config.defaultRadius) * drawing.scale;
    pair(0, 'INSERT');
    pair(8, MARKER_LAYER);
    pair(66, 1);
    pair(2, markerBlockOf(code));
    pair(10, x(marker.x));
    pair(20, y(marker.y));
    pair(30, 0);
    pair(41, radius);
    pair(42, radius);
    pair(43, radius);
    pair(0, 'ATTRIB');
    pair(8, MARKER_LAYER);
    pair(10, x(marker.x) + 1.2 * radius);
    pair(20, y(marker.y) - 0.25 * radius);
    pair(30, 0);
    pair(40, 0.5 * radius);
    pair(1, dxfText(marker.tag ?? code));
    pair(2, 'TAG');
    pair(70, 0);
    pair(0, 'SEQEND');
    pair(8, MARKER_LAYER);
  }
  for (const label of labels) {
    pair(0, 'TEXT');
    pair(8, LABEL_LAYER);
    pair(10, x(label.x));
    pair(20, y(label.y));
    pair(30, 0);
    pair(40, 16 * drawing.scale);
    pair(1, dxfText(label.text!));
  }
  pair(0, 'ENDSEC');
  pair(0, 'EOF');
  return `${out.join('\r\n')}\r\n`;
}
