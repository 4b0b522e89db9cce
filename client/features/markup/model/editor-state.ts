import {
  clampConduitWidth,
  clampIconSize,
  CUSTOM_LABEL_MAX_LENGTH,
  EDITOR_CONFIGS,
  ELEMENT_COLORS,
  labelFor,
  radiusFor,
  DEFAULT_CONDUIT_WIDTH,
  DEFAULT_STROKE_WIDTH,
  NEW_RUN_KIND,
  type EditorKind,
  type ToolId,
} from '../../../../common/markup/constants';
import {
  CANVAS_BOUNDS,
  clampToCanvas,
  clampViewport,
  distance,
  fitScale,
  IDENTITY_VIEWPORT,
  isConduit,
  pickElement,
  quantizedUnitsPerPixel,
  runPoints,
  visibleBounds,
  type Point,
  type ScreenSize,
  type ViewBounds,
  type Viewport,
} from '../../../../common/markup/geometry';
import { applyChanges, diffElements } from '../../../../common/markup/element-changes';
import * as history from '../../../../common/markup/history';
import type { Elements, MarkupChange, MarkupHistory } from '../../../../common/markup/history';
import { assignIdentifiers, identifierKey, isIdentified } from '../../../../common/markup/identifiers';
import { isLinkableType, MarkerTag, MarkupElement as MarkupElementSchema, type MarkupElement, type MarkupElementType } from '../../../../common/markup/schema';
import { MarkupScale } from '../../../../common/schemas/surveys';
import { composeUnitDrawing, differencesText, unitDifferences } from '../../../../common/markup/typical-plans';

// The editor as data (STYLE §7): the recorded document (history) kept apart from session state
// (tool, selection, camera, gestures), which is never recorded nor saved. React only draws this
// and dispatches the actions below.

export interface EditorState {
  kind: EditorKind;
  history: MarkupHistory;
  /**
   * The drawing as opened or last saved with Save to Project, with others' work merged in since
   * (like the undo steps): what Cancel goes back to.
   */
  checkpoint: Elements;
  tool: ToolId;
  selectionId: string | null;
  /** A conduit's first click, waiting for the second. */
  conduitStart: Point | null;
  /** Where the pointer is, while a conduit waits for its end (the preview line). */
  pointer: Point | null;
  /** A custom element's place, while its label dialog is open. */
  pendingCustom: Point | null;
  /**
   * The element being dragged, and where the drag began. `typical`: a typical plan's element,
   * copied into the unit's own drawing (an override, DESIGN §15) once it moves.
   */
  drag: { id: string; origin: Point; typical?: MarkupElement } | null;
  viewport: Viewport;
  /** The canvas element's size on screen (CSS px), once measured: what the camera shows and how large things are drawn. */
  screen: ScreenSize | null;
  iconSize: number;
  conduitWidth: number;
  /**
   * The drawing's scale, feet per canvas unit (null: not scaled). Part of the drawing, saved with
   * it through the draft like its elements, but not an undo step: like its background, it is
   * set and removed on purpose (removing asks first), and Cancel leaves it.
   */
  scale: number | null;
  /**
   * Setting the scale by drawing a line over something of known length: null when not under
   * way; `from` once the first end is placed; `to` once the second is, while its length is asked.
   */
  calibration: { from: Point | null; to: Point | null } | null;
  /** The run being extended ('Add points'): each tap adds a vertex at its end, until Done. */
  extendingId: string | null;
  /**
   * A unit's floor plan drawn over its type's typical plan (DESIGN §15): the typical plan's
   * elements and those this unit hides. Not part of this drawing: shown beneath it, selectable;
   * moving one makes an override (an element with its id in this drawing). Null: no typical plan.
   */
  typical: TypicalUnderlay | null;
  /**
   * The identifiers (as keys) the project's other drawings hold, as this device knows them: a
   * marker placed here shows its identifier at once (issue 26), the next one free; the server
   * keeps it unless another device took it meanwhile, and then gives the next (DESIGN §5).
   */
  projectIdentifiers: ReadonlySet<string>;
}

export interface TypicalUnderlay {
  elements: Elements;
  hiddenIds: readonly string[];
  /** The typical plan's scale: a unit's runs are measured by it (as composing does), its own only where it has none. */
  scale?: number | null;
}

/** The scale runs are measured by: a unit's typical plan's where it has one (DESIGN §15), else the drawing's own. */
export function measuringScale(state: Pick<EditorState, 'typical' | 'scale'>): number | null {
  return state.typical?.scale ?? state.scale;
}

/** The longest run (vertices) the schema takes. */
export const MAX_RUN_POINTS = 500;

export type EditorAction =
  /** The drawing as opened; `scale` with it when known (absent: the scale stays as it is). */
  | { type: 'load'; elements: Elements; scale?: number | null }
  /**
   * The drawing as merged with others' work (a save's answer, a conflict choice): not recorded,
   * and the undo and redo steps get the same difference, so undo takes back only my own steps.
   * `scale` when the merged drawing's scale is known.
   */
  | { type: 'merge'; elements: Elements; scale?: number | null }
  /** Save to Project went: the drawing as it is now is what Cancel goes back to. */
  | { type: 'checkpoint' }
  /** Cancel: my changes since the checkpoint taken back (recorded, so the draft sends the reversal). */
  | { type: 'discard' }
  | { type: 'setTool'; tool: ToolId }
  | { type: 'setIconSize'; size: number }
  | { type: 'setConduitWidth'; width: number }
  | { type: 'pointerMove'; point: Point }
  /** A click or tap that did not move: selects, places, or starts and ends a conduit. */
  | { type: 'tap'; point: Point; slop: number; newId: string }
  | { type: 'confirmCustom'; label: string; newId: string }
  | { type: 'cancelCustom' }
  /** Pointer down with the Select tool: picks the element under it and starts dragging it. */
  | { type: 'dragStart'; point: Point; slop: number }
  | { type: 'dragMove'; point: Point }
  | { type: 'dragEnd' }
  | { type: 'dragCancel' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'deleteSelected' }
  /** Selects an element by id (opening the drawing at a marker); the Select tool is taken up. */
  | { type: 'select'; id: string | null }
  /**
   * Renames a point marker (recorded). An empty name changes nothing: the marker keeps its
   * identifier, or gets one from the server when it has none. The server keeps the name unless
   * another marker of the project has it, and its answer comes back as a merge.
   */
  | { type: 'setTag'; id: string; tag: string }
  /** Links a site-map IDF, MDF or common-area marker to the location it stands for, or unlinks it (null); recorded. */
  | { type: 'setLink'; id: string; surveyId: string | null }
  /** Sets the run's kind (conduit, cat6, a company's own); recorded. */
  | { type: 'setRunKind'; id: string; kind: string }
  /** Sets the floors a run rises (positive) or falls (negative); 0 takes the riser away. Recorded. */
  | { type: 'setFloorChange'; id: string; floorChange: number }
  /** 'Add points': the next taps add vertices at the run's end. */
  | { type: 'startExtending'; id: string }
  /** Done (Enter, Escape): the run is as drawn. */
  | { type: 'finishExtending' }
  /** 'Set scale': the next two taps draw a line over something of known length. */
  | { type: 'startCalibration' }
  /** The line's length dialog was closed without a length, or Escape: no scale change. */
  | { type: 'cancelCalibration' }
  /** A new scale (from the line and its length, or typed), or null to remove it: the drawing's, saved with it; not an undo step. */
  | { type: 'setScale'; scale: number | null }
  | { type: 'clearAll' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'escape' }
  | { type: 'setViewport'; viewport: Viewport }
  /** The canvas element was measured (first layout, a resize, a phone turned). */
  | { type: 'setScreen'; size: ScreenSize }
  /** The typical plan beneath a unit's floor plan, as read (its elements and the unit's hidden ones); null: none. */
  | { type: 'setTypical'; typical: TypicalUnderlay | null }
  /** The identifiers the project's other drawings hold (keys, see identifierKey). */
  | { type: 'setProjectIdentifiers'; identifiers: ReadonlySet<string> };

export function createEditorState(kind: EditorKind, elements: Elements = []): EditorState {
  return {
    kind,
    history: history.createHistory(elements),
    checkpoint: elements,
    tool: 'select',
    selectionId: null,
    conduitStart: null,
    pointer: null,
    pendingCustom: null,
    drag: null,
    viewport: IDENTITY_VIEWPORT,
    screen: null,
    iconSize: EDITOR_CONFIGS[kind].defaultRadius,
    conduitWidth: DEFAULT_CONDUIT_WIDTH,
    scale: null,
    calibration: null,
    extendingId: null,
    typical: null,
    projectIdentifiers: new Set(),
  };
}

/** A marker just placed, with the next identifier free in the project (as far as this device knows). */
function identified(state: EditorState, element: MarkupElement): MarkupElement {
  if (!isIdentified(element)) return element;
  const taken = new Set(state.projectIdentifiers);
  // A unit's typical plan is another drawing of the project: its identifiers are taken too.
  for (const typical of state.typical?.elements ?? []) if (typical.tag) taken.add(identifierKey(typical.tag));
  return assignIdentifiers(state.kind, [...state.history.present, element], new Set([element.id]), taken).at(-1) ?? element;
}

/** A new point element of this type at p, sized by the icon slider. */
export function newPointElement(
  kind: EditorKind,
  type: Exclude<MarkupElementType, 'conduit'>,
  p: Point,
  iconSize: number,
  id: string,
  text?: string,
): MarkupElement {
  const at = clampToCanvas(p);
  return {
    id,
    type,
    x: at.x,
    y: at.y,
    radius: radiusFor(type, iconSize),
    text: type === 'custom' ? text : labelFor(kind, type, undefined),
    color: ELEMENT_COLORS[type],
    strokeWidth: DEFAULT_STROKE_WIDTH,
  };
}

export function newConduit(start: Point, end: Point, width: number, id: string, kind?: string): MarkupElement {
  const a = clampToCanvas(start);
  const b = clampToCanvas(end);
  return { id, type: 'conduit', x: a.x, y: a.y, x2: b.x, y2: b.y, color: ELEMENT_COLORS.conduit, strokeWidth: width, ...(kind ? { kind } : {}) };
}

/** The run with one more vertex at its end (x2,y2 move there); `points` holds the whole polyline. */
export function withVertexAdded(run: MarkupElement & { x2: number; y2: number }, p: Point): MarkupElement {
  const at = clampToCanvas(p);
  return { ...run, points: [...runPoints(run), at], x2: at.x, y2: at.y };
}

/** The run being extended, if it is still drawn. */
export function extendingRun(state: Pick<EditorState, 'extendingId' | 'history'>): (MarkupElement & { x2: number; y2: number }) | undefined {
  if (!state.extendingId) return undefined;
  const element = state.history.present.find((e) => e.id === state.extendingId);
  return element && isConduit(element) ? element : undefined;
}

/** Whether the pointer's position is followed (a preview line to it): a conduit, a scale line or a run's next segment under way. */
export function followsPointer(state: Pick<EditorState, 'conduitStart' | 'calibration' | 'extendingId'>): boolean {
  return state.conduitStart !== null || (state.calibration !== null && state.calibration.to === null) || state.extendingId !== null;
}

/** Whether taps on the canvas go to a mode over the tool (setting the scale, adding points to a run). */
export function inCanvasMode(state: Pick<EditorState, 'calibration' | 'extendingId'>): boolean {
  return state.calibration !== null || state.extendingId !== null;
}

const RunKind = MarkupElementSchema.shape.kind.unwrap();

function record(state: EditorState, change: MarkupChange): EditorState {
  return { ...state, history: history.apply(state.history, change, { record: true }) };
}

/** Keeps the selection, and a run being extended, only while its element exists (after undo, redo or a load). */
function keepSelection(state: EditorState): EditorState {
  let next = state;
  if (next.selectionId && !next.history.present.some((e) => e.id === next.selectionId) && !isTypicalId(next, next.selectionId)) next = { ...next, selectionId: null };
  if (next.extendingId && !extendingRun(next)) next = { ...next, extendingId: null, pointer: next.conduitStart ? next.pointer : null };
  return next;
}

/** A scale as the schema takes it, or null (not scaled); anything else is no scale at all. */
function validScale(scale: number | null | undefined): number | null {
  return scale !== null && scale !== undefined && MarkupScale.safeParse(scale).success ? scale : null;
}

/** The difference between the present and `elements`, applied to every step of the history and to the checkpoint too. */
function mergeInto(state: EditorState, elements: Elements): EditorState {
  const h = state.history;
  const delta = diffElements(h.present, elements);
  if (delta.upsert.length === 0 && delta.remove.length === 0) return state;
  // An element new to the drawing is someone else's: every step gets it. One the drawing has
  // already is changed in the steps that hold it, and not given to steps from before it was
  // made (the server naming my new marker must not put it in the step before I drew it).
  const present = new Set(h.present.map((element) => element.id));
  const rebase = (list: Elements): Elements => {
    const holds = new Set(list.map((element) => element.id));
    const upsert = delta.upsert.filter((element) => holds.has(element.id) || !present.has(element.id));
    return upsert.length === 0 && delta.remove.length === 0 ? list : applyChanges(list, { upsert, remove: delta.remove });
  };
  return {
    ...state,
    history: {
      ...h,
      present: elements,
      undoStack: h.undoStack.map(rebase),
      redoStack: h.redoStack.map(rebase),
      transactionBase: h.transactionBase && rebase(h.transactionBase),
    },
    checkpoint: rebase(state.checkpoint),
  };
}

const changeCounts = new WeakMap<readonly MarkupElement[], WeakMap<readonly MarkupElement[], number>>();

/**
 * How many elements differ from the checkpoint (added, changed or removed): what Cancel would take
 * back. A selector run on every change of the store: the count is kept per pair of lists, and
 * during a drag it is the count from before the drag (the drop counts the move), so a drag's
 * frames do not diff thousands of elements each (issue 26).
 */
export function unsavedChangeCount(state: EditorState): number {
  const present = state.drag && state.history.transactionBase ? state.history.transactionBase : state.history.present;
  let counts = changeCounts.get(state.checkpoint);
  if (!counts) changeCounts.set(state.checkpoint, (counts = new WeakMap()));
  let count = counts.get(present);
  if (count === undefined) {
    const delta = diffElements(state.checkpoint, present);
    count = delta.upsert.length + delta.remove.length;
    counts.set(present, count);
  }
  return count;
}

/** The selected element, if any. */
export function selectedElement(state: Pick<EditorState, 'selectionId' | 'history'>): MarkupElement | undefined {
  return state.selectionId ? state.history.present.find((element) => element.id === state.selectionId) : undefined;
}

/** The typical elements drawn beneath the unit's own: neither hidden by the unit nor overridden by an element of its own. */
export function typicalShown(state: Pick<EditorState, 'typical' | 'history'>): Elements {
  return typicalBeneath(state.typical, state.history.present);
}

/** The typical elements shown beneath these of the unit's own (see typicalShown). */
export function typicalBeneath(typical: TypicalUnderlay | null, own: Elements): Elements {
  if (!typical) return [];
  const hidden = new Set(typical.hiddenIds);
  const ownIds = new Set(own.map((element) => element.id));
  return typical.elements.filter((element) => !hidden.has(element.id) && !ownIds.has(element.id));
}

/** The typical elements this unit hides (drawn faint, so they can be shown again). */
export function typicalHidden(state: Pick<EditorState, 'typical'>): Elements {
  if (!state.typical) return [];
  const hidden = new Set(state.typical.hiddenIds);
  return state.typical.elements.filter((element) => hidden.has(element.id));
}

/** The selected typical element (shown or hidden), when the selection is one of the typical plan's and not the unit's own. */
export function selectedTypical(state: Pick<EditorState, 'selectionId' | 'history' | 'typical'>): MarkupElement | undefined {
  if (!state.selectionId || !state.typical || state.history.present.some((element) => element.id === state.selectionId)) return undefined;
  return state.typical.elements.find((element) => element.id === state.selectionId);
}

/** How the unit's drawing differs from its typical plan, in words ('1 added, 1 hidden'); null without a typical plan. */
export function typicalDifferences(state: Pick<EditorState, 'typical' | 'history'>): string | null {
  if (!state.typical) return null;
  const drawing = composeUnitDrawing(
    { elements: state.typical.elements, scale: null, background: null },
    { elements: state.history.present, scale: null, background: null, hiddenTypicalIds: state.typical.hiddenIds },
  );
  return differencesText(unitDifferences(drawing));
}

/** Whether the id is the typical plan's (an element of the unit's own with it overrides it). */
export function isTypicalId(state: Pick<EditorState, 'typical'>, id: string): boolean {
  return state.typical?.elements.some((element) => element.id === id) ?? false;
}

/** Whether markers of this type stand for a location in this editor: the site map's IDF, MDF and common-area markers. */
export function canLink(kind: EditorKind, type: MarkupElementType): boolean {
  return kind === 'site-map' && isLinkableType(type);
}

export function hasUnsavedChanges(state: EditorState): boolean {
  return unsavedChangeCount(state) > 0;
}

function settleDrag(state: EditorState): EditorState {
  return state.drag ? { ...state, drag: null, history: history.commit(state.history) } : state;
}

/** The part of the viewBox space the canvas element shows (the camera keeps the drawing in it). */
export function viewBoundsOf(state: Pick<EditorState, 'screen'>): ViewBounds {
  return state.screen ? visibleBounds(state.screen) : CANVAS_BOUNDS;
}

/**
 * Canvas units per CSS pixel as the least on-screen sizes use it (quantized): the drawing and hit
 * testing both read it from here, so what is hit is what is drawn. Undefined before the canvas
 * is measured (stored sizes).
 */
export function unitsPerPixelOf(state: Pick<EditorState, 'screen' | 'viewport'>): number | undefined {
  return state.screen ? quantizedUnitsPerPixel(fitScale(state.screen) * state.viewport.zoom) : undefined;
}

/** What a tap picks: the unit's own elements first, then the typical ones beneath (shown, then hidden). */
function pickAny(state: EditorState, point: Point, slop: number): MarkupElement | undefined {
  const config = EDITOR_CONFIGS[state.kind];
  const unitsPerPixel = unitsPerPixelOf(state);
  return (
    pickElement(state.history.present, point, config, slop, unitsPerPixel) ??
    pickElement(typicalShown(state), point, config, slop, unitsPerPixel) ??
    pickElement(typicalHidden(state), point, config, slop, unitsPerPixel)
  );
}

/** A conduit shorter than this (canvas units) is a double click, not a line. */
export const MIN_CONDUIT_LENGTH = 2;

/** The most floors a run may rise or fall (the schema's bound). */
export const MAX_FLOOR_CHANGE = 200;

/** A typed floor change: a whole number within the bounds ('+2' and a typographic minus too), 0 for nothing typed; null for anything else. */
export function parseFloorChange(text: string): number | null {
  const trimmed = text.trim().replace(/^\+/, '').replace(/^[\u2212\u2013]/, '-');
  if (trimmed === '') return 0;
  if (!/^-?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= MAX_FLOOR_CHANGE ? value : null;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load': {
      const scale = action.scale === undefined ? state.scale : validScale(action.scale);
      return keepSelection({ ...state, drag: null, history: history.load(state.history, action.elements), checkpoint: action.elements, scale });
    }

    case 'merge': {
      const scaled = action.scale === undefined || validScale(action.scale) === state.scale ? state : { ...state, scale: validScale(action.scale) };
      const merged = mergeInto(scaled, action.elements);
      return merged === state ? state : keepSelection(merged);
    }

    case 'checkpoint':
      return { ...state, checkpoint: settleDrag(state).history.present };

    case 'discard': {
      const settled = settleDrag(state);
      if (!hasUnsavedChanges(settled)) return settled;
      return {
        ...record(settled, { type: 'replace', elements: settled.checkpoint }),
        selectionId: null,
        conduitStart: null,
        pointer: null,
        pendingCustom: null,
        extendingId: null,
        calibration: null,
      };
    }

    case 'setTool':
      return {
        ...settleDrag(state),
        tool: action.tool,
        conduitStart: null,
        pointer: null,
        pendingCustom: null,
        calibration: null,
        extendingId: null,
        selectionId: action.tool === 'select' ? state.selectionId : null,
      };

    case 'setIconSize':
      return { ...state, iconSize: clampIconSize(action.size) };

    case 'setConduitWidth':
      return { ...state, conduitWidth: clampConduitWidth(action.width) };

    case 'pointerMove':
      // Only the previews (a conduit, a scale line, a run's next segment) follow the pointer; elsewhere a move changes nothing.
      return followsPointer(state) ? { ...state, pointer: clampToCanvas(action.point) } : state;

    case 'tap': {
      const point = clampToCanvas(action.point);
      if (state.calibration) {
        const { from, to } = state.calibration;
        if (to) return state;
        if (!from) return { ...state, calibration: { from: point, to: null }, pointer: point };
        if (distance(from, point) < MIN_CONDUIT_LENGTH) return state;
        return { ...state, calibration: { from, to: point }, pointer: null };
      }
      if (state.extendingId) {
        const run = extendingRun(state);
        if (!run) return { ...state, extendingId: null, pointer: null };
        const vertices = runPoints(run);
        if (vertices.length >= MAX_RUN_POINTS || distance(vertices[vertices.length - 1]!, point) < MIN_CONDUIT_LENGTH) return state;
        const { points, x2, y2 } = withVertexAdded(run, point);
        return { ...record(settleDrag(state), { type: 'update', id: run.id, patch: { points, x2, y2 } }), pointer: point };
      }
      switch (state.tool) {
        case 'select': {
          const hit = pickAny(state, point, action.slop);
          return { ...state, selectionId: hit?.id ?? null };
        }
        case 'conduit': {
          if (!state.conduitStart) return { ...state, conduitStart: point, pointer: point };
          if (distance(state.conduitStart, point) < MIN_CONDUIT_LENGTH) return state;
          const conduit = newConduit(state.conduitStart, point, state.conduitWidth, action.newId, NEW_RUN_KIND[state.kind]);
          return { ...record(state, { type: 'add', element: conduit }), conduitStart: null, pointer: null };
        }
        case 'custom':
          return { ...state, pendingCustom: point };
        default: {
          const element = identified(state, newPointElement(state.kind, state.tool, point, state.iconSize, action.newId));
          return record(state, { type: 'add', element });
        }
      }
    }

    case 'confirmCustom': {
      const label = action.label.trim().slice(0, CUSTOM_LABEL_MAX_LENGTH);
      // The spec adds a custom element only when its label is not empty.
      if (!state.pendingCustom || label === '') return state;
      const element = identified(state, newPointElement(state.kind, 'custom', state.pendingCustom, state.iconSize, action.newId, label));
      return { ...record(state, { type: 'add', element }), pendingCustom: null };
    }

    case 'cancelCustom':
      return { ...state, pendingCustom: null };

    case 'dragStart': {
      const settled = settleDrag(state);
      const own = pickElement(settled.history.present, action.point, EDITOR_CONFIGS[state.kind], action.slop, unitsPerPixelOf(settled));
      const hit = own ?? pickAny(settled, action.point, action.slop);
      if (!hit) return { ...settled, selectionId: null };
      // A hidden typical element is selected (to show it again), not moved.
      if (!own && !typicalShown(settled).some((element) => element.id === hit.id)) return { ...settled, selectionId: hit.id };
      return {
        ...settled,
        selectionId: hit.id,
        drag: { id: hit.id, origin: action.point, ...(own ? {} : { typical: hit }) },
        history: history.begin(settled.history),
      };
    }

    case 'dragMove': {
      if (!state.drag) return state;
      const change: MarkupChange = {
        type: 'translate',
        id: state.drag.id,
        dx: action.point.x - state.drag.origin.x,
        dy: action.point.y - state.drag.origin.y,
      };
      const base = state.history.transactionBase;
      if (state.drag.typical && base !== null) {
        // Moving a typical element: the unit's own copy of it, moved (one undo step with the move).
        const copied = history.applyChange(base, { type: 'add', element: state.drag.typical });
        return { ...state, history: { ...state.history, present: history.applyChange(copied, change) } };
      }
      return { ...state, history: history.update(state.history, change) };
    }

    case 'dragEnd':
      return settleDrag(state);

    case 'dragCancel':
      return state.drag ? { ...state, drag: null, history: history.cancel(state.history) } : state;

    case 'nudge':
      if (!state.selectionId || state.drag) return state;
      return record(state, { type: 'translate', id: state.selectionId, dx: action.dx, dy: action.dy });

    case 'deleteSelected': {
      const settled = settleDrag(state);
      if (!settled.selectionId) return settled;
      return keepSelection({ ...record(settled, { type: 'delete', id: settled.selectionId }), selectionId: null });
    }

    case 'select': {
      const settled = settleDrag(state);
      if (action.id !== null && !settled.history.present.some((element) => element.id === action.id) && !isTypicalId(settled, action.id)) return settled;
      // Closing a card (no id) leaves a scale line being drawn as it is; opening one at an element ends it.
      const calibration = action.id === null ? settled.calibration : null;
      return { ...settled, tool: 'select', conduitStart: null, pointer: calibration ? settled.pointer : null, pendingCustom: null, calibration, extendingId: null, selectionId: action.id };
    }

    case 'setRunKind': {
      const element = state.history.present.find((e) => e.id === action.id);
      const kind = RunKind.safeParse(action.kind);
      if (!element || !isConduit(element) || !kind.success || kind.data === element.kind) return state;
      return record(settleDrag(state), { type: 'update', id: action.id, patch: { kind: kind.data } });
    }

    case 'setFloorChange': {
      const element = state.history.present.find((e) => e.id === action.id);
      if (!element || !isConduit(element) || !Number.isInteger(action.floorChange) || Math.abs(action.floorChange) > MAX_FLOOR_CHANGE) return state;
      const floorChange = action.floorChange === 0 ? undefined : action.floorChange;
      if (floorChange === element.floorChange) return state;
      return record(settleDrag(state), { type: 'update', id: action.id, patch: { floorChange } });
    }

    case 'startExtending': {
      const settled = settleDrag(state);
      const element = settled.history.present.find((e) => e.id === action.id);
      if (!element || !isConduit(element)) return settled;
      return { ...settled, tool: 'select', conduitStart: null, pendingCustom: null, calibration: null, selectionId: action.id, extendingId: action.id, pointer: null };
    }

    case 'finishExtending':
      return state.extendingId ? { ...state, extendingId: null, pointer: null } : state;

    case 'startCalibration':
      // The selection's card is put away: on a phone it would cover the bottom of the plan.
      return { ...settleDrag(state), calibration: { from: null, to: null }, conduitStart: null, pointer: null, pendingCustom: null, extendingId: null, selectionId: null };

    case 'cancelCalibration':
      return state.calibration ? { ...state, calibration: null, pointer: null } : state;

    case 'setScale': {
      const scale = action.scale === null ? null : validScale(action.scale);
      if (action.scale !== null && scale === null) return state;
      return scale === state.scale && !state.calibration ? state : { ...state, scale, calibration: null, pointer: null };
    }

    case 'setTag': {
      const element = state.history.present.find((e) => e.id === action.id);
      const tag = MarkerTag.safeParse(action.tag);
      if (!element || !isIdentified(element) || !tag.success || tag.data === element.tag) return state;
      return record(settleDrag(state), { type: 'update', id: action.id, patch: { tag: tag.data } });
    }

    case 'setLink': {
      const element = state.history.present.find((e) => e.id === action.id);
      if (!element || !canLink(state.kind, element.type) || (element.linkedSurveyId ?? null) === action.surveyId) return state;
      return record(settleDrag(state), { type: 'update', id: action.id, patch: { linkedSurveyId: action.surveyId ?? undefined } });
    }

    case 'clearAll':
      return { ...record(settleDrag(state), { type: 'clear' }), selectionId: null, conduitStart: null, pointer: null, extendingId: null };

    case 'undo':
      return keepSelection({ ...state, drag: null, history: history.undo(state.history) });

    case 'redo':
      return keepSelection({ ...state, drag: null, history: history.redo(state.history) });

    case 'escape':
      if (state.calibration) return { ...state, calibration: null, pointer: null };
      if (state.extendingId) return { ...state, extendingId: null, pointer: null };
      if (state.conduitStart) return { ...state, conduitStart: null, pointer: null };
      if (state.drag) return { ...state, drag: null, history: history.cancel(state.history) };
      return { ...state, selectionId: null };

    case 'setViewport':
      return { ...state, viewport: clampViewport(action.viewport, viewBoundsOf(state)) };

    case 'setScreen': {
      const { width, height } = action.size;
      if (state.screen && state.screen.width === width && state.screen.height === height) return state;
      const screen = { width, height };
      return { ...state, screen, viewport: clampViewport(state.viewport, viewBoundsOf({ screen })) };
    }

    case 'setTypical':
      return keepSelection({ ...state, typical: action.typical });

    case 'setProjectIdentifiers':
      return { ...state, projectIdentifiers: action.identifiers };
  }
}

/** A tiny external store, so pointer handlers read the current state without stale closures. */
export interface EditorStore {
  getState(): EditorState;
  dispatch(action: EditorAction): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = editorReducer(state, action);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
