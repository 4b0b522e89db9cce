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
  pickElement,
  quantizedUnitsPerPixel,
  visibleBounds,
  type Point,
  type ScreenSize,
  type ViewBounds,
  type Viewport,
} from '../../../../common/markup/geometry';
import { applyChanges, diffElements } from '../../../../common/markup/element-changes';
import * as history from '../../../../common/markup/history';
import type { Elements, MarkupChange, MarkupHistory } from '../../../../common/markup/history';
import { isIdentified } from '../../../../common/markup/identifiers';
import { isLinkableType, MarkerTag, type MarkupElement, type MarkupElementType } from '../../../../common/markup/schema';

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
  /** The element being dragged, and where the drag began. */
  drag: { id: string; origin: Point } | null;
  viewport: Viewport;
  /** The canvas element's size on screen (CSS px), once measured: what the camera shows and how large things are drawn. */
  screen: ScreenSize | null;
  iconSize: number;
  conduitWidth: number;
}

export type EditorAction =
  | { type: 'load'; elements: Elements }
  /**
   * The drawing as merged with others' work (a save's answer, a conflict choice): not recorded,
   * and the undo and redo steps get the same difference, so undo takes back only my own steps.
   */
  | { type: 'merge'; elements: Elements }
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
  | { type: 'clearAll' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'escape' }
  | { type: 'setViewport'; viewport: Viewport }
  /** The canvas element was measured (first layout, a resize, a phone turned). */
  | { type: 'setScreen'; size: ScreenSize };

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
  };
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

export function newConduit(start: Point, end: Point, width: number, id: string): MarkupElement {
  const a = clampToCanvas(start);
  const b = clampToCanvas(end);
  return { id, type: 'conduit', x: a.x, y: a.y, x2: b.x, y2: b.y, color: ELEMENT_COLORS.conduit, strokeWidth: width };
}

function record(state: EditorState, change: MarkupChange): EditorState {
  return { ...state, history: history.apply(state.history, change, { record: true }) };
}

/** Keeps the selection only while its element exists (after undo, redo or a load). */
function keepSelection(state: EditorState): EditorState {
  if (state.selectionId && !state.history.present.some((e) => e.id === state.selectionId)) {
    return { ...state, selectionId: null };
  }
  return state;
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

/** How many elements differ from the checkpoint (added, changed or removed): what Cancel would take back. */
export function unsavedChangeCount(state: EditorState): number {
  const delta = diffElements(state.checkpoint, state.history.present);
  return delta.upsert.length + delta.remove.length;
}

/** The selected element, if any. */
export function selectedElement(state: Pick<EditorState, 'selectionId' | 'history'>): MarkupElement | undefined {
  return state.selectionId ? state.history.present.find((element) => element.id === state.selectionId) : undefined;
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

/** A conduit shorter than this (canvas units) is a double click, not a line. */
export const MIN_CONDUIT_LENGTH = 2;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return keepSelection({ ...state, drag: null, history: history.load(state.history, action.elements), checkpoint: action.elements });

    case 'merge': {
      const merged = mergeInto(state, action.elements);
      return merged === state ? state : keepSelection(merged);
    }

    case 'checkpoint':
      return { ...state, checkpoint: settleDrag(state).history.present };

    case 'discard': {
      const settled = settleDrag(state);
      if (!hasUnsavedChanges(settled)) return settled;
      return { ...record(settled, { type: 'replace', elements: settled.checkpoint }), selectionId: null, conduitStart: null, pointer: null, pendingCustom: null };
    }

    case 'setTool':
      return {
        ...settleDrag(state),
        tool: action.tool,
        conduitStart: null,
        pointer: null,
        pendingCustom: null,
        selectionId: action.tool === 'select' ? state.selectionId : null,
      };

    case 'setIconSize':
      return { ...state, iconSize: clampIconSize(action.size) };

    case 'setConduitWidth':
      return { ...state, conduitWidth: clampConduitWidth(action.width) };

    case 'pointerMove':
      // Only the conduit preview follows the pointer; elsewhere a move changes nothing.
      return state.conduitStart ? { ...state, pointer: clampToCanvas(action.point) } : state;

    case 'tap': {
      const point = clampToCanvas(action.point);
      switch (state.tool) {
        case 'select': {
          const hit = pickElement(state.history.present, point, EDITOR_CONFIGS[state.kind], action.slop, unitsPerPixelOf(state));
          return { ...state, selectionId: hit?.id ?? null };
        }
        case 'conduit': {
          if (!state.conduitStart) return { ...state, conduitStart: point, pointer: point };
          if (distance(state.conduitStart, point) < MIN_CONDUIT_LENGTH) return state;
          const conduit = newConduit(state.conduitStart, point, state.conduitWidth, action.newId);
          return { ...record(state, { type: 'add', element: conduit }), conduitStart: null, pointer: null };
        }
        case 'custom':
          return { ...state, pendingCustom: point };
        default: {
          const element = newPointElement(state.kind, state.tool, point, state.iconSize, action.newId);
          return record(state, { type: 'add', element });
        }
      }
    }

    case 'confirmCustom': {
      const label = action.label.trim().slice(0, CUSTOM_LABEL_MAX_LENGTH);
      // The spec adds a custom element only when its label is not empty.
      if (!state.pendingCustom || label === '') return state;
      const element = newPointElement(state.kind, 'custom', state.pendingCustom, state.iconSize, action.newId, label);
      return { ...record(state, { type: 'add', element }), pendingCustom: null };
    }

    case 'cancelCustom':
      return { ...state, pendingCustom: null };

    case 'dragStart': {
      const settled = settleDrag(state);
      const hit = pickElement(settled.history.present, action.point, EDITOR_CONFIGS[state.kind], action.slop, unitsPerPixelOf(settled));
      if (!hit) return { ...settled, selectionId: null };
      return {
        ...settled,
        selectionId: hit.id,
        drag: { id: hit.id, origin: action.point },
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
      return { ...record(settled, { type: 'delete', id: settled.selectionId }), selectionId: null };
    }

    case 'select': {
      const settled = settleDrag(state);
      if (action.id !== null && !settled.history.present.some((element) => element.id === action.id)) return settled;
      return { ...settled, tool: 'select', conduitStart: null, pointer: null, pendingCustom: null, selectionId: action.id };
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
      return { ...record(settleDrag(state), { type: 'clear' }), selectionId: null, conduitStart: null, pointer: null };

    case 'undo':
      return keepSelection({ ...state, drag: null, history: history.undo(state.history) });

    case 'redo':
      return keepSelection({ ...state, drag: null, history: history.redo(state.history) });

    case 'escape':
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
