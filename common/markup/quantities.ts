import { csvLine } from '../csv';
import { EDITOR_CONFIGS, elementTypeName, type EditorKind } from './constants';
import { isPointMarkerType, type PointMarkerType } from './element-shapes';
import type { MarkupElementType } from './schema';

// Quantities (DESIGN §11): what the install crew orders, derived from the drawings, never typed.
// A drawing's scale (feet per canvas unit) turns each run's polyline into feet; the project's
// allowances add slack at each end, the floor-to-floor height for each floor a run rises or
// falls, and waste. Points are counted by kind. Everything is totalled per building and floor.

export interface RunKind {
  id: string;
  name: string;
}

/** The run kinds every company has; a company may add its own (data, not code). */
export const DEFAULT_RUN_KINDS: readonly RunKind[] = [
  { id: 'conduit', name: 'Conduit' },
  { id: 'innerduct', name: 'Innerduct' },
  { id: 'fiber', name: 'Fiber' },
  { id: 'cat6', name: 'Cat6' },
  { id: 'coax', name: 'Coax' },
  { id: 'home-run', name: 'Home run' },
];

/** A run drawn without a kind is a conduit: the spec's one run tool. */
export const DEFAULT_RUN_KIND = 'conduit';

export interface QuantityAllowances {
  /** Feet added at each end of every run (termination, service loop). */
  slackFeetPerEnd: number;
  /** Feet per floor a run rises or falls (a riser). */
  floorHeightFeet: number;
  /** Percent added to every run's feet. */
  wastePercent: number;
}

/** Until a company or project sets them, allowances add nothing: feet are exactly what is drawn. */
export const NO_ALLOWANCES: QuantityAllowances = { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 };

type SetAllowances = { [K in keyof QuantityAllowances]?: number | null | undefined };

/** The allowances a project's quantities use: its own, else its company's, else nothing. */
export function effectiveAllowances(project: SetAllowances | null | undefined, company: SetAllowances | null | undefined): QuantityAllowances {
  const pick = (key: keyof QuantityAllowances) => project?.[key] ?? company?.[key] ?? 0;
  return { slackFeetPerEnd: pick('slackFeetPerEnd'), floorHeightFeet: pick('floorHeightFeet'), wastePercent: pick('wastePercent') };
}

/** Every run kind a company may draw: the defaults, then its own. */
export function runKindsOf(companyKinds: readonly RunKind[] = []): RunKind[] {
  return [...DEFAULT_RUN_KINDS, ...companyKinds.filter((kind) => !DEFAULT_RUN_KINDS.some((known) => known.id === kind.id))];
}

export interface QuantityPoint {
  x: number;
  y: number;
}

/** The element fields quantities read (a MarkupElement fits). */
export interface QuantityElement {
  id: string;
  type: MarkupElementType;
  x: number;
  y: number;
  x2?: number | undefined;
  y2?: number | undefined;
  /** A run's full polyline; x,y and x2,y2 are its ends. */
  points?: readonly QuantityPoint[] | undefined;
  /** A run's kind (DEFAULT_RUN_KINDS or the company's own). */
  kind?: string | undefined;
  /** Floors a run rises (positive) or falls (negative) from its drawing's floor. */
  floorChange?: number | undefined;
}

/** Where a quantity is installed. Null: not known (the site map, a form without the field). */
export interface Place {
  building: string | null;
  floor: number | null;
}

export interface QuantityDrawing extends Place {
  /** The drawing whose scale its runs are measured by (a typical plan's, for a unit of its type). */
  surveyId: string;
  name: string;
  editor: EditorKind;
  /** Feet per canvas unit; null: not scaled, its runs have no length. */
  scale: number | null;
  elements: readonly QuantityElement[];
  /** The unit type's name when this is a unit of a type (DESIGN §15): its quantities are also totalled per type. */
  unitType?: string | null;
  /** A floor plan's unit (its number, else its name): what labels of its jacks start with (DESIGN §17). */
  unit?: string | null;
}

export interface PlacedRuns extends Place {
  feet: number;
  count: number;
  /** Of `count`, runs on drawings without a scale: not in `feet`. */
  unscaledCount: number;
}

export interface RunQuantity {
  kind: string;
  name: string;
  /** Feet of the runs on scaled drawings, allowances included, to 0.1 ft. */
  feet: number;
  count: number;
  /** Of `count`, runs on drawings without a scale: not in `feet`. */
  unscaledCount: number;
  byPlace: PlacedRuns[];
  /** In the units of each unit type (DESIGN §15), when any unit of a type has some. */
  byUnitType?: TypedRuns[];
}

export interface TypedRuns {
  unitType: string;
  feet: number;
  count: number;
  unscaledCount: number;
}

export interface TypedPoints {
  unitType: string;
  count: number;
}

export interface PlacedPoints extends Place {
  count: number;
}

export interface PointQuantity {
  editor: EditorKind;
  type: MarkupElementType;
  /** The letters in its circle (DJ, MC, IDF). */
  code: string;
  /** Its name in its editor (Data Jack, Media Cabinet, IDF). */
  name: string;
  count: number;
  byPlace: PlacedPoints[];
  /** In the units of each unit type (DESIGN §15), when any unit of a type has some. */
  byUnitType?: TypedPoints[];
}

export interface UnscaledDrawing {
  surveyId: string;
  name: string;
  editor: EditorKind;
  runCount: number;
}

export interface ProjectQuantities {
  allowances: QuantityAllowances;
  runs: RunQuantity[];
  points: PointQuantity[];
  /** Drawings with runs and no scale: their feet are missing from `runs`. */
  unscaled: UnscaledDrawing[];
}

export function isRun(element: QuantityElement): boolean {
  return element.type === 'conduit' && element.x2 !== undefined && element.y2 !== undefined;
}

export function isCountedPoint(element: QuantityElement): element is QuantityElement & { type: PointMarkerType } {
  return isPointMarkerType(element.type);
}

/** A run's vertices: its polyline, or the two ends of a two-click line. */
export function runVertices(element: QuantityElement): QuantityPoint[] {
  if (element.points && element.points.length >= 2) return [...element.points];
  return [
    { x: element.x, y: element.y },
    { x: element.x2 ?? element.x, y: element.y2 ?? element.y },
  ];
}

/** Length of a polyline in canvas units. */
export function polylineLength(points: readonly QuantityPoint[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  return length;
}

/** Feet per canvas unit from a line drawn over something of known length. */
export function scaleFromCalibration(from: QuantityPoint, to: QuantityPoint, knownFeet: number): number | null {
  const units = Math.hypot(to.x - from.x, to.y - from.y);
  if (!(units > 0) || !(knownFeet > 0) || !Number.isFinite(knownFeet)) return null;
  return knownFeet / units;
}

export const FEET_PER_METRE = 1 / 0.3048;

export function metresToFeet(metres: number): number {
  return metres * FEET_PER_METRE;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Feet of one run as drawn (no allowances), to 0.1 ft; null on a drawing without scale. */
export function drawnFeet(element: QuantityElement, scale: number | null): number | null {
  if (scale === null || !(scale > 0)) return null;
  return tenth(polylineLength(runVertices(element)) * scale);
}

/**
 * Feet of one run to order: drawn length, slack at both ends, the riser's floors, then waste.
 * Null on a drawing without scale.
 */
export function runFeet(element: QuantityElement, scale: number | null, allowances: QuantityAllowances): number | null {
  if (scale === null || !(scale > 0)) return null;
  const drawn = polylineLength(runVertices(element)) * scale;
  const riser = Math.abs(element.floorChange ?? 0) * allowances.floorHeightFeet;
  const beforeWaste = drawn + 2 * allowances.slackFeetPerEnd + riser;
  return beforeWaste * (1 + allowances.wastePercent / 100);
}

const placeKey = (place: Place) => `${place.building ?? ''}\u0000${place.floor ?? ''}`;

const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Places in reading order: named buildings first (A, B, … 10), unknown last; floors upwards. */
function comparePlaces(a: Place, b: Place): number {
  if (a.building !== b.building) {
    if (a.building === null) return 1;
    if (b.building === null) return -1;
    const byName = naturalOrder.compare(a.building, b.building);
    if (byName !== 0) return byName;
  }
  if (a.floor === b.floor) return 0;
  if (a.floor === null) return 1;
  if (b.floor === null) return -1;
  return a.floor - b.floor;
}

export interface QuantityOptions {
  allowances?: QuantityAllowances;
  runKinds?: readonly RunKind[];
  /** Where an element is installed, when it is not where its drawing is (a marker linked to its location). */
  placeOf?: (element: QuantityElement, drawing: QuantityDrawing) => Place | undefined;
}

/** The project's quantities from its drawings. */
export function projectQuantities(drawings: readonly QuantityDrawing[], options: QuantityOptions = {}): ProjectQuantities {
  const allowances = options.allowances ?? NO_ALLOWANCES;
  const kindNames = new Map((options.runKinds ?? DEFAULT_RUN_KINDS).map((kind) => [kind.id, kind.name]));
  const runs = new Map<string, { quantity: RunQuantity; places: Map<string, PlacedRuns>; types: Map<string, TypedRuns> }>();
  const points = new Map<string, { quantity: PointQuantity; places: Map<string, PlacedPoints>; types: Map<string, TypedPoints> }>();
  // A typical plan without scale is named once, with the runs of every unit drawn from it.
  const unscaled = new Map<string, UnscaledDrawing>();

  for (const drawing of drawings) {
    let unscaledRuns = 0;
    for (const element of drawing.elements) {
      const place = options.placeOf?.(element, drawing) ?? { building: drawing.building, floor: drawing.floor };
      if (isRun(element)) {
        const kind = element.kind || DEFAULT_RUN_KIND;
        let entry = runs.get(kind);
        if (!entry) {
          entry = { quantity: { kind, name: kindNames.get(kind) ?? kind, feet: 0, count: 0, unscaledCount: 0, byPlace: [] }, places: new Map(), types: new Map() };
          runs.set(kind, entry);
        }
        const feet = runFeet(element, drawing.scale, allowances);
        let placed = entry.places.get(placeKey(place));
        if (!placed) {
          placed = { building: place.building, floor: place.floor, feet: 0, count: 0, unscaledCount: 0 };
          entry.places.set(placeKey(place), placed);
        }
        let typed: TypedRuns | undefined;
        if (drawing.unitType) {
          typed = entry.types.get(drawing.unitType);
          if (!typed) entry.types.set(drawing.unitType, (typed = { unitType: drawing.unitType, feet: 0, count: 0, unscaledCount: 0 }));
        }
        for (const total of [entry.quantity, placed, typed]) {
          if (!total) continue;
          total.count += 1;
          if (feet === null) total.unscaledCount += 1;
          else total.feet += feet;
        }
        if (feet === null) unscaledRuns += 1;
      } else if (isCountedPoint(element)) {
        const key = `${drawing.editor}:${element.type}`;
        let entry = points.get(key);
        if (!entry) {
          const name = elementTypeName(drawing.editor, element.type);
          entry = {
            quantity: { editor: drawing.editor, type: element.type, code: EDITOR_CONFIGS[drawing.editor].labels[element.type], name, count: 0, byPlace: [] },
            places: new Map(),
            types: new Map(),
          };
          points.set(key, entry);
        }
        let placed = entry.places.get(placeKey(place));
        if (!placed) {
          placed = { building: place.building, floor: place.floor, count: 0 };
          entry.places.set(placeKey(place), placed);
        }
        entry.quantity.count += 1;
        placed.count += 1;
        if (drawing.unitType) {
          const typed = entry.types.get(drawing.unitType);
          if (typed) typed.count += 1;
          else entry.types.set(drawing.unitType, { unitType: drawing.unitType, count: 1 });
        }
      }
    }
    if (unscaledRuns > 0) {
      const known = unscaled.get(drawing.surveyId);
      if (known) known.runCount += unscaledRuns;
      else unscaled.set(drawing.surveyId, { surveyId: drawing.surveyId, name: drawing.name, editor: drawing.editor, runCount: unscaledRuns });
    }
  }

  const kindOrder = [...kindNames.keys()];
  const runList = [...runs.values()]
    .map(({ quantity, places, types }) => ({
      ...quantity,
      feet: tenth(quantity.feet),
      byPlace: [...places.values()].map((placed) => ({ ...placed, feet: tenth(placed.feet) })).sort(comparePlaces),
      ...(types.size > 0 ? { byUnitType: [...types.values()].map((typed) => ({ ...typed, feet: tenth(typed.feet) })).sort(byTypeName) } : {}),
    }))
    .sort((a, b) => orderOf(kindOrder, a.kind) - orderOf(kindOrder, b.kind) || naturalOrder.compare(a.kind, b.kind));
  const editorOrder: EditorKind[] = ['site-map', 'floor-plan'];
  const pointList = [...points.values()]
    .map(({ quantity, places, types }) => ({
      ...quantity,
      byPlace: [...places.values()].sort(comparePlaces),
      ...(types.size > 0 ? { byUnitType: [...types.values()].sort(byTypeName) } : {}),
    }))
    .sort(
      (a, b) =>
        editorOrder.indexOf(a.editor) - editorOrder.indexOf(b.editor) ||
        toolIndex(a.editor, a.type) - toolIndex(b.editor, b.type),
    );
  return { allowances, runs: runList, points: pointList, unscaled: [...unscaled.values()] };
}

const byTypeName = (a: { unitType: string }, b: { unitType: string }) => naturalOrder.compare(a.unitType, b.unitType);

function orderOf(order: readonly string[], id: string): number {
  const index = order.indexOf(id);
  return index === -1 ? order.length : index;
}

function toolIndex(editor: EditorKind, type: MarkupElementType): number {
  const index = EDITOR_CONFIGS[editor].tools.findIndex((tool) => tool.id === type);
  return index === -1 ? EDITOR_CONFIGS[editor].tools.length : index;
}

// --- CSV ----------------------------------------------------------------------------------

/**
 * The CSV's columns, in order: stable, so a spreadsheet's formulas keep working. 'Unit type'
 * (issue 25) came last for that reason: the columns before it stay where they were.
 */
export const QUANTITY_CSV_COLUMNS = ['Section', 'Item', 'Code', 'Building', 'Floor', 'Count', 'Feet', 'Note', 'Unit type'] as const;

/**
 * The quantities as CSV (RFC 4180, CRLF): a total row per item, then one row per building and
 * floor, then one per unit type (Building and Floor 'All', the type in 'Unit type').
 */
export function quantitiesCsv(quantities: ProjectQuantities): string {
  const rows: (string | number | null)[][] = [[...QUANTITY_CSV_COLUMNS]];
  for (const run of quantities.runs) {
    const note = run.unscaledCount > 0 ? `${run.unscaledCount} on drawings without scale, not in feet` : null;
    rows.push(['Run', run.name, run.kind, 'All', 'All', run.count, run.feet, note, null]);
    for (const placed of run.byPlace) rows.push(['Run', run.name, run.kind, placed.building, placed.floor, placed.count, placed.feet, null, null]);
    for (const typed of run.byUnitType ?? []) rows.push(['Run', run.name, run.kind, 'All', 'All', typed.count, typed.feet, null, typed.unitType]);
  }
  for (const point of quantities.points) {
    rows.push(['Point', point.name, point.code, 'All', 'All', point.count, null, null, null]);
    for (const placed of point.byPlace) rows.push(['Point', point.name, point.code, placed.building, placed.floor, placed.count, null, null, null]);
    for (const typed of point.byUnitType ?? []) rows.push(['Point', point.name, point.code, 'All', 'All', typed.count, null, null, typed.unitType]);
  }
  for (const drawing of quantities.unscaled) {
    rows.push(['Drawing without scale', drawing.name, null, null, null, drawing.runCount, null, 'Set its scale to count its runs in feet', null]);
  }
  return rows.map(csvLine).join('');
}
