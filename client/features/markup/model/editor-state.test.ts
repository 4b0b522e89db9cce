import { describe, expect, it } from 'vitest';
import { FLOOR_PLAN_CONFIG, SITE_MAP_CONFIG, type ToolId } from '../../../../common/markup/constants';
import { canUndo } from '../../../../common/markup/history';
import type { MarkupElement } from '../../../../common/markup/schema';
import {
  createEditorState,
  createEditorStore,
  editorReducer,
  followsPointer,
  parseFloorChange,
  unitsPerPixelOf,
  unsavedChangeCount,
  viewBoundsOf,
  type EditorAction,
  type EditorState,
} from './editor-state';

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

let ids = 0;
const tap = (x: number, y: number, slop = 0): EditorAction => ({ type: 'tap', point: { x, y }, slop, newId: `n${++ids}` });

describe('editor state', () => {
  it('places a circle at the tap for every site-map point tool, sized by the icon slider', () => {
    const pointTools = SITE_MAP_CONFIG.tools.filter((t) => !['select', 'conduit', 'custom'].includes(t.id));
    let state = run(createEditorState('site-map'), { type: 'setIconSize', size: 40 });
    for (const [i, tool] of pointTools.entries()) state = run(state, { type: 'setTool', tool: tool.id }, tap(100 + i * 100, 200));
    expect(state.history.present.map((e) => e.type)).toEqual(['idf', 'mdf', 'common', 'ap', 'handheld', 'power']);
    expect(state.history.present.every((e) => e.radius === 40 && e.y === 200)).toBe(true);
    expect(state.history.undoStack).toHaveLength(6);
  });

  it('maps the floor-plan tools to their element types', () => {
    let state = createEditorState('floor-plan');
    expect(state.iconSize).toBe(32);
    const tools = FLOOR_PLAN_CONFIG.tools.filter((t) => !['select', 'custom', 'conduit'].includes(t.id));
    for (const tool of tools) state = run(state, { type: 'setTool', tool: tool.id }, tap(300, 300));
    expect(state.history.present.map((e) => e.type)).toEqual(['mdf', 'idf', 'coax', 'ap', 'homerun', 'power']);
  });

  it('draws a conduit with two taps, of the chosen width, previewing in between', () => {
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'conduit' }, { type: 'setConduitWidth', width: 7 }, tap(10, 20));
    expect(state.conduitStart).toEqual({ x: 10, y: 20 });
    expect(state.history.present).toHaveLength(0);
    state = run(state, { type: 'pointerMove', point: { x: 50, y: 60 } });
    expect(state.pointer).toEqual({ x: 50, y: 60 });
    state = run(state, tap(300, 400));
    expect(state.history.present).toMatchObject([{ type: 'conduit', x: 10, y: 20, x2: 300, y2: 400, strokeWidth: 7 }]);
    expect(state.conduitStart).toBeNull();
  });

  it('clamps placements to the canvas', () => {
    const state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(-50, 9999));
    expect(state.history.present[0]).toMatchObject({ x: 0, y: 1500 });
  });

  it('adds a custom element only with a non-empty label, at 0.67 x the icon size', () => {
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'custom' }, tap(500, 500));
    expect(state.pendingCustom).toEqual({ x: 500, y: 500 });
    state = run(state, { type: 'confirmCustom', label: '   ', newId: 'x' });
    expect(state.history.present).toHaveLength(0);
    expect(state.pendingCustom).not.toBeNull();
    state = run(state, { type: 'confirmCustom', label: ' Gate ', newId: 'x' });
    expect(state.history.present).toMatchObject([{ type: 'custom', text: 'Gate', radius: 16.08 }]);
    expect(state.pendingCustom).toBeNull();
  });

  it('selects with a tap and drags as one undo step', () => {
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(100, 100), { type: 'setTool', tool: 'select' });
    state = run(state, { type: 'dragStart', point: { x: 102, y: 100 }, slop: 0 });
    expect(state.selectionId).toBe(state.history.present[0]!.id);
    for (let i = 1; i <= 20; i++) state = run(state, { type: 'dragMove', point: { x: 102 + i * 10, y: 100 } });
    expect(state.history.present[0]).toMatchObject({ x: 300, y: 100 });
    state = run(state, { type: 'dragEnd' });
    expect(state.history.undoStack).toHaveLength(2);
    state = run(state, { type: 'undo' });
    expect(state.history.present[0]).toMatchObject({ x: 100 });
  });

  it('deselects on a press over nothing', () => {
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(100, 100), { type: 'setTool', tool: 'select' }, tap(100, 100));
    expect(state.selectionId).not.toBeNull();
    state = run(state, { type: 'dragStart', point: { x: 900, y: 900 }, slop: 0 });
    expect(state.selectionId).toBeNull();
    expect(state.drag).toBeNull();
  });

  it('deletes the selection, clears all undoably, and drops a selection undo removed', () => {
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(100, 100), tap(400, 400), { type: 'setTool', tool: 'select' }, tap(400, 400));
    state = run(state, { type: 'deleteSelected' });
    expect(state.history.present).toHaveLength(1);
    state = run(state, { type: 'clearAll' });
    expect(state.history.present).toHaveLength(0);
    state = run(state, { type: 'undo' });
    expect(state.history.present).toHaveLength(1);
    state = run(state, tap(100, 100));
    expect(state.selectionId).not.toBeNull();
    // Undo the delete, then both placements: the selected element is gone, so is the selection.
    state = run(state, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(state.history.present).toHaveLength(0);
    expect(state.selectionId).toBeNull();
  });

  it('loads without recording and keeps session state apart', () => {
    const theirs: MarkupElement[] = [{ id: 't', type: 'mdf', x: 1, y: 1 }];
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(5, 5), { type: 'setViewport', viewport: { zoom: 2, panX: -10, panY: -10 } });
    state = run(state, { type: 'load', elements: theirs });
    expect(state.history.present).toBe(theirs);
    expect(canUndo(state.history)).toBe(false);
    expect(state.tool).toBe('ap');
    expect(state.viewport.zoom).toBe(2);
  });

  it('escape cancels a conduit in progress, then the selection', () => {
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'conduit' }, tap(1, 1), { type: 'escape' });
    expect(state.conduitStart).toBeNull();
    state = run(state, { type: 'setTool', tool: 'ap' }, tap(100, 100), { type: 'setTool', tool: 'select' }, tap(100, 100), { type: 'escape' });
    expect(state.selectionId).toBeNull();
  });

  it('nudges the selection as a recorded step', () => {
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(100, 100), { type: 'setTool', tool: 'select' }, tap(100, 100));
    state = run(state, { type: 'nudge', dx: 10, dy: 0 });
    expect(state.history.present[0]!.x).toBe(110);
    expect(state.history.revision).toBe(2);
  });

  it('changing tool cancels a half-drawn conduit', () => {
    const tools: ToolId[] = ['select', 'ap'];
    for (const tool of tools) {
      const state = run(createEditorState('site-map'), { type: 'setTool', tool: 'conduit' }, tap(1, 1), { type: 'setTool', tool });
      expect(state.conduitStart).toBeNull();
    }
  });

  it('the store notifies only on real changes', () => {
    const store = createEditorStore(createEditorState('site-map'));
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch({ type: 'pointerMove', point: { x: 1, y: 1 } });
    expect(calls).toBe(0);
    store.dispatch({ type: 'setTool', tool: 'ap' });
    expect(calls).toBe(1);
  });

  it('takes in a merged drawing without recording it: undo takes back only my own steps, never their elements', () => {
    const theirs: MarkupElement = { id: 'theirs', type: 'idf', x: 900, y: 900, radius: 24 };
    let state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(100, 100), tap(200, 200));
    const mine = state.history.present;
    state = run(state, { type: 'merge', elements: [...mine, theirs] });
    expect(state.history.revision).toBe(2);
    expect(state.history.undoStack).toHaveLength(2);

    state = run(state, { type: 'undo' });
    expect(state.history.present.map((e) => e.id)).toEqual([mine[0]!.id, 'theirs']);
    state = run(state, { type: 'undo' });
    expect(state.history.present.map((e) => e.id)).toEqual(['theirs']);
    state = run(state, { type: 'redo' }, { type: 'redo' });
    expect(state.history.present.map((e) => e.id).sort()).toEqual([mine[0]!.id, mine[1]!.id, 'theirs'].sort());
  });

  it('a merge that changes nothing leaves the state as it is', () => {
    const state = run(createEditorState('site-map'), { type: 'setTool', tool: 'ap' }, tap(100, 100));
    expect(run(state, { type: 'merge', elements: [...state.history.present] })).toBe(state);
  });
});

describe('Cancel takes back the changes since the drawing was opened or saved', () => {
  const ap = (id: string, x: number): MarkupElement => ({ id, type: 'ap', x, y: 100, radius: 24 });
  const opened = () => run(createEditorState('site-map'), { type: 'load', elements: [ap('a', 100), ap('b', 200)] });

  it('counts nothing to take back as opened, and each element added, moved or removed since', () => {
    let state = opened();
    expect(unsavedChangeCount(state)).toBe(0);
    state = run(state, { type: 'setTool', tool: 'ap' }, tap(500, 500), { type: 'setTool', tool: 'select' }, { type: 'nudge', dx: 0, dy: 0 });
    expect(unsavedChangeCount(state)).toBe(1);
    state = run(state, tap(100, 100), { type: 'deleteSelected' });
    expect(unsavedChangeCount(state)).toBe(2);
    // Undone back to the opened drawing: nothing to take back.
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(unsavedChangeCount(state)).toBe(0);
  });

  it('puts the drawing back as opened, as a recorded change (the draft sends the reversal)', () => {
    const start = opened();
    let state = run(start, { type: 'setTool', tool: 'ap' }, tap(500, 500), { type: 'setTool', tool: 'select' }, tap(200, 100), { type: 'deleteSelected' });
    expect(state.history.present.map((e) => e.id)).toEqual(['a', expect.stringMatching(/^n/)]);
    const revision = state.history.revision;
    state = run(state, { type: 'discard' });
    expect(state.history.present).toEqual(start.history.present);
    expect(state.history.revision).toBeGreaterThan(revision);
    expect(state.selectionId).toBeNull();
    expect(unsavedChangeCount(state)).toBe(0);
  });

  it('still takes back a marker I drew when the server has named it meanwhile', () => {
    let state = run(opened(), { type: 'setTool', tool: 'ap' }, tap(500, 500));
    const mine = state.history.present.at(-1)!;
    // The autosave's answer: the same marker with the identifier the server gave it.
    state = run(state, { type: 'merge', elements: state.history.present.map((e) => (e.id === mine.id ? { ...e, tag: 'AP-3' } : e)) });
    expect(unsavedChangeCount(state)).toBe(1);
    state = run(state, { type: 'discard' });
    expect(state.history.present.map((e) => e.id)).toEqual(['a', 'b']);
    // Undo, too, goes back to before it was drawn.
    let undone = run(opened(), { type: 'setTool', tool: 'ap' }, tap(500, 500));
    undone = run(undone, { type: 'merge', elements: undone.history.present.map((e) => (e.id === mine.id || e.x === 500 ? { ...e, tag: 'AP-3' } : e)) }, { type: 'undo' });
    expect(undone.history.present.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('keeps what others drew meanwhile, and goes back only to the last save', () => {
    let state = run(opened(), { type: 'setTool', tool: 'ap' }, tap(500, 500));
    // Someone else's element arrives (a merged answer): not mine to take back.
    state = run(state, { type: 'merge', elements: [...state.history.present, ap('theirs', 900)] });
    state = run(state, { type: 'checkpoint' }, tap(700, 700));
    expect(unsavedChangeCount(state)).toBe(1);
    state = run(state, { type: 'discard' });
    expect(state.history.present.map((e) => e.id)).toEqual(['a', 'b', expect.stringMatching(/^n/), 'theirs']);
    expect(state.history.present.some((e) => e.x === 700)).toBe(false);

    let fresh = run(opened(), { type: 'setTool', tool: 'ap' }, tap(500, 500));
    fresh = run(fresh, { type: 'merge', elements: [...fresh.history.present, ap('theirs', 900)] }, { type: 'discard' });
    expect(fresh.history.present.map((e) => e.id)).toEqual(['a', 'b', 'theirs']);
  });
});


describe('the screen (session state, never recorded)', () => {
  // A phone held upright: the canvas element 390 x 624 px, the sheet fitted across its width.
  const phone: EditorAction = { type: 'setScreen', size: { width: 390, height: 624 } };

  it('knows what the element shows and how many units a pixel covers, in steps', () => {
    const state = run(createEditorState('site-map'), phone);
    expect(viewBoundsOf(state).height).toBeCloseTo(3200);
    const unitsPerPixel = unitsPerPixelOf(state)!;
    expect(unitsPerPixel).toBeGreaterThanOrEqual(2000 / 390);
    expect(unitsPerPixelOf(createEditorState('site-map'))).toBeUndefined();
    expect(state.history.revision).toBe(createEditorState('site-map').history.revision);
  });

  it('selects a marker where it is drawn on screen, beyond the spec reach of its stored radius', () => {
    let state = run(createEditorState('site-map'), phone, { type: 'setTool', tool: 'idf' }, tap(1000, 700), { type: 'setTool', tool: 'select' });
    // 60 units off centre: outside (24 + 5) * 0.375, inside the marker drawn 14 px (~79 units) round.
    state = run(state, tap(1060, 700));
    expect(state.selectionId).toBe(state.history.present[0]!.id);
    // Without a screen (stored sizes), the spec's rule alone.
    const bare = run(createEditorState('site-map'), { type: 'setTool', tool: 'idf' }, tap(1000, 700), { type: 'setTool', tool: 'select' }, tap(1060, 700));
    expect(bare.selectionId).toBeNull();
  });

  it('picks the marker, not the run stored after it, where both are drawn', () => {
    let state = run(createEditorState('site-map'), phone, { type: 'setTool', tool: 'mdf' }, tap(1000, 700));
    state = run(state, { type: 'setTool', tool: 'conduit' }, tap(500, 700), tap(1500, 700), { type: 'setTool', tool: 'select' }, tap(1000, 700));
    expect(state.history.present.find((e) => e.id === state.selectionId)?.type).toBe('mdf');
  });

  it('keeps the zoomed sheet in what the element shows, and keeps the camera when measured again alike', () => {
    let state = run(createEditorState('site-map'), phone, { type: 'setViewport', viewport: { zoom: 2, panX: 0, panY: 5000 } });
    // 3000 units high in a view of 3200: centred, 100 units from either edge.
    expect(state.viewport.panY).toBeCloseTo(viewBoundsOf(state).y + 100);
    expect(run(state, phone)).toBe(state);
    // Turned sideways: measured again, the camera is kept in the new view.
    state = run(state, { type: 'setScreen', size: { width: 800, height: 300 } });
    expect(state.viewport.zoom).toBe(2);
    expect(state.viewport.panY).toBeLessThanOrEqual(viewBoundsOf(state).y);
  });
});

describe('markers that are records: identifier and link (issue 13)', () => {
  const LOCATION = '7b0c1f9e-2a4d-4c1b-9f3e-5d6a7b8c9d0e';
  const OTHER = '0f1e2d3c-4b5a-4968-8776-655443322110';
  const placed = (kind: 'site-map' | 'floor-plan', tool: ToolId) =>
    run(createEditorState(kind), { type: 'setTool', tool }, { type: 'tap', point: { x: 500, y: 500 }, slop: 0, newId: 'm' }, { type: 'setTool', tool: 'select' });
  const marker = (state: EditorState) => state.history.present.find((element) => element.id === 'm')!;

  it('renames a marker as one undoable step, trimmed; undo gives the old name back', () => {
    let state = run(placed('site-map', 'idf'), { type: 'merge', elements: [{ ...marker(placed('site-map', 'idf')), tag: 'IDF-1' }] });
    expect(marker(state).tag).toBe('IDF-1');
    const steps = state.history.undoStack.length;
    state = run(state, { type: 'setTag', id: 'm', tag: '  Lobby IDF ' });
    expect(marker(state).tag).toBe('Lobby IDF');
    expect(state.history.undoStack).toHaveLength(steps + 1);
    expect(unsavedChangeCount(state)).toBe(1);
    state = run(state, { type: 'undo' });
    expect(marker(state).tag).toBe('IDF-1');
  });

  it('leaves the name as it is for an empty name, the same name, one over 20 characters, or a marker that gets none', () => {
    const state = run(placed('site-map', 'ap'), { type: 'setTag', id: 'm', tag: 'AP-7' });
    expect(run(state, { type: 'setTag', id: 'm', tag: '   ' })).toBe(state);
    expect(run(state, { type: 'setTag', id: 'm', tag: 'AP-7' })).toBe(state);
    expect(run(state, { type: 'setTag', id: 'm', tag: 'x'.repeat(21) })).toBe(state);
    expect(run(state, { type: 'setTag', id: 'nope', tag: 'AP-8' })).toBe(state);
    let custom = run(createEditorState('site-map'), { type: 'setTool', tool: 'custom' }, tap(100, 100), { type: 'confirmCustom', label: 'Gate', newId: 'g' });
    custom = run(custom, { type: 'setTag', id: 'g', tag: 'G-1' });
    expect(custom.history.present[0]!.tag).toBeUndefined();
  });

  it('links a site-map IDF, MDF or common-area marker to a location and unlinks it, each an undoable step', () => {
    for (const tool of ['idf', 'mdf', 'common'] as const) {
      let state = run(placed('site-map', tool), { type: 'setLink', id: 'm', surveyId: LOCATION });
      expect(marker(state).linkedSurveyId).toBe(LOCATION);
      state = run(state, { type: 'setLink', id: 'm', surveyId: OTHER });
      expect(marker(state).linkedSurveyId).toBe(OTHER);
      expect(run(state, { type: 'setLink', id: 'm', surveyId: OTHER })).toBe(state);
      state = run(state, { type: 'setLink', id: 'm', surveyId: null });
      expect(marker(state).linkedSurveyId).toBeUndefined();
      // Unlinked is no link at all (what is saved), not a key holding nothing.
      expect(JSON.parse(JSON.stringify(marker(state)))).not.toHaveProperty('linkedSurveyId');
      state = run(state, { type: 'undo' });
      expect(marker(state).linkedSurveyId).toBe(OTHER);
    }
  });

  it('links nothing else: an AP, or a Data Jack on a floor plan (an idf there)', () => {
    const ap = placed('site-map', 'ap');
    expect(run(ap, { type: 'setLink', id: 'm', surveyId: LOCATION })).toBe(ap);
    const jack = placed('floor-plan', 'idf');
    expect(run(jack, { type: 'setLink', id: 'm', surveyId: LOCATION })).toBe(jack);
  });

  it('selects a marker by id with the Select tool, and nothing for an id not drawn', () => {
    const state = run(placed('site-map', 'idf'), { type: 'setTool', tool: 'ap' });
    const selected = run(state, { type: 'select', id: 'm' });
    expect(selected).toMatchObject({ selectionId: 'm', tool: 'select' });
    expect(run(state, { type: 'select', id: 'gone' })).toBe(state);
    expect(run(selected, { type: 'select', id: null }).selectionId).toBeNull();
  });
});

describe('plans that measure (issue 14)', () => {
  /** A run drawn with the run tool from (100, 100) to (400, 100): 300 units. */
  const drawn = (kind: 'site-map' | 'floor-plan' = 'floor-plan') =>
    run(createEditorState(kind), { type: 'setTool', tool: 'conduit' }, tap(100, 100), { type: 'tap', point: { x: 400, y: 100 }, slop: 0, newId: 'r' }, {
      type: 'select',
      id: 'r',
    });
  const theRun = (state: EditorState) => state.history.present.find((element) => element.id === 'r')!;

  it('gives a new run its editor’s kind: Cat6 on a floor plan, conduit on the site map', () => {
    expect(theRun(drawn('floor-plan'))).toMatchObject({ type: 'conduit', kind: 'cat6', x: 100, x2: 400 });
    expect(theRun(drawn('site-map'))).toMatchObject({ type: 'conduit', kind: 'conduit' });
  });

  it('sets the scale from a line drawn in two taps and its length, previewing the line; not an undo step', () => {
    let state = run(drawn(), { type: 'startCalibration' });
    expect(state.calibration).toEqual({ from: null, to: null });
    expect(state.selectionId).toBeNull();
    expect(followsPointer(state)).toBe(true);
    // Taps go to the line, whatever the tool: nothing is selected or placed.
    state = run(state, tap(200, 700));
    expect(state.calibration).toEqual({ from: { x: 200, y: 700 }, to: null });
    state = run(state, { type: 'pointerMove', point: { x: 500, y: 700 } });
    expect(state.pointer).toEqual({ x: 500, y: 700 });
    // A second tap on the first is no line.
    expect(run(state, tap(201, 700)).calibration?.to).toBeNull();
    state = run(state, tap(1000, 700));
    expect(state.calibration).toEqual({ from: { x: 200, y: 700 }, to: { x: 1000, y: 700 } });
    expect(followsPointer(state)).toBe(false);
    // Further taps wait for the length.
    expect(run(state, tap(5, 5))).toBe(state);
    const revision = state.history.revision;
    state = run(state, { type: 'setScale', scale: 0.03 });
    expect(state).toMatchObject({ scale: 0.03, calibration: null });
    expect(state.history.revision).toBe(revision);
    expect(state.history.present).toHaveLength(1);
    // Undo takes back drawing, not the scale.
    expect(run(state, { type: 'undo' }).scale).toBe(0.03);
  });

  it('drops a scale line on Escape, a tool change or Cancel, and refuses scales out of bounds', () => {
    const started = run(drawn(), { type: 'startCalibration' }, tap(10, 10));
    expect(run(started, { type: 'escape' }).calibration).toBeNull();
    expect(run(started, { type: 'setTool', tool: 'ap' }).calibration).toBeNull();
    expect(run(started, { type: 'cancelCalibration' }).calibration).toBeNull();
    const scaled = run(drawn(), { type: 'setScale', scale: 0.05 });
    expect(run(scaled, { type: 'setScale', scale: -1 })).toBe(scaled);
    expect(run(scaled, { type: 'setScale', scale: 5000 })).toBe(scaled);
    expect(run(scaled, { type: 'setScale', scale: Number.NaN })).toBe(scaled);
    expect(run(scaled, { type: 'setScale', scale: null }).scale).toBeNull();
  });

  it('loads and merges the drawing’s scale with its elements, never recorded', () => {
    let state = run(createEditorState('floor-plan'), { type: 'load', elements: [], scale: 0.2 });
    expect(state.scale).toBe(0.2);
    state = run(state, { type: 'load', elements: [] });
    expect(state.scale).toBe(0.2);
    state = run(state, { type: 'merge', elements: state.history.present, scale: 0.1 });
    expect(state.scale).toBe(0.1);
    expect(canUndo(state.history)).toBe(false);
    expect(run(state, { type: 'merge', elements: state.history.present, scale: 0.1 })).toBe(state);
    expect(run(state, { type: 'load', elements: [], scale: -3 }).scale).toBeNull();
  });

  it('adds points to the selected run’s end, each an undo step, until Done; its ends stay x,y and x2,y2', () => {
    let state = run(drawn(), { type: 'startExtending', id: 'r' });
    expect(state).toMatchObject({ extendingId: 'r', selectionId: 'r', tool: 'select' });
    state = run(state, { type: 'pointerMove', point: { x: 400, y: 300 } });
    expect(state.pointer).toEqual({ x: 400, y: 300 });
    state = run(state, tap(400, 500), tap(700, 500));
    expect(theRun(state)).toMatchObject({
      x: 100,
      y: 100,
      x2: 700,
      y2: 500,
      points: [
        { x: 100, y: 100 },
        { x: 400, y: 100 },
        { x: 400, y: 500 },
        { x: 700, y: 500 },
      ],
    });
    // A tap on the last vertex adds nothing (a double tap).
    expect(run(state, tap(700.5, 500))).toBe(state);
    state = run(state, { type: 'undo' });
    expect(theRun(state).points).toHaveLength(3);
    expect(theRun(state)).toMatchObject({ x2: 400, y2: 500 });
    state = run(state, { type: 'redo' }, { type: 'finishExtending' });
    expect(state.extendingId).toBeNull();
    // Taps select again.
    expect(run(state, tap(5, 1400)).selectionId).toBeNull();
  });

  it('stops adding points on Escape, a tool change, or when the run is gone', () => {
    const extending = run(drawn(), { type: 'startExtending', id: 'r' });
    expect(run(extending, { type: 'escape' }).extendingId).toBeNull();
    expect(run(extending, { type: 'setTool', tool: 'ap' }).extendingId).toBeNull();
    expect(run(extending, { type: 'deleteSelected' }).extendingId).toBeNull();
    expect(run(extending, { type: 'undo' }).extendingId).toBeNull();
    // Only runs are extended.
    const marker = run(createEditorState('floor-plan'), { type: 'setTool', tool: 'ap' }, { type: 'tap', point: { x: 1, y: 1 }, slop: 0, newId: 'm' });
    expect(run(marker, { type: 'startExtending', id: 'm' }).extendingId).toBeNull();
  });

  it('moves a run of several segments as a whole with one drag', () => {
    let state = run(drawn(), { type: 'startExtending', id: 'r' }, tap(400, 500), { type: 'finishExtending' });
    state = run(state, { type: 'dragStart', point: { x: 400, y: 300 }, slop: 0 }, { type: 'dragMove', point: { x: 450, y: 310 } }, { type: 'dragEnd' });
    expect(theRun(state).points).toEqual([
      { x: 150, y: 110 },
      { x: 450, y: 110 },
      { x: 450, y: 510 },
    ]);
    expect(theRun(state)).toMatchObject({ x: 150, y: 110, x2: 450, y2: 510 });
  });

  it('sets a run’s kind and the floors it rises or falls, each an undo step; 0 floors is no riser', () => {
    let state = run(drawn(), { type: 'setRunKind', id: 'r', kind: 'fiber' }, { type: 'setFloorChange', id: 'r', floorChange: -2 });
    expect(theRun(state)).toMatchObject({ kind: 'fiber', floorChange: -2 });
    expect(state.history.revision).toBe(3);
    expect(run(state, { type: 'setRunKind', id: 'r', kind: 'fiber' })).toBe(state);
    expect(run(state, { type: 'setRunKind', id: 'r', kind: 'Not An Id!' })).toBe(state);
    expect(run(state, { type: 'setFloorChange', id: 'r', floorChange: 1.5 })).toBe(state);
    expect(run(state, { type: 'setFloorChange', id: 'r', floorChange: 201 })).toBe(state);
    state = run(state, { type: 'setFloorChange', id: 'r', floorChange: 0 });
    expect(theRun(state).floorChange).toBeUndefined();
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(theRun(state)).toMatchObject({ kind: 'fiber' });
    expect(theRun(state).floorChange).toBeUndefined();
  });

  it('reads a typed floor change: whole numbers, signed, within 200 floors', () => {
    expect(['3', '+2', '-1', '\u22124', ' ', '0'].map(parseFloorChange)).toEqual([3, 2, -1, -4, 0, 0]);
    expect(['1.5', 'two', '201', '--1'].map(parseFloorChange)).toEqual([null, null, null, null]);
  });
});

describe('identifiers shown when a marker is placed (issue 26)', () => {
  it('gives a placed marker the next identifier free in the project, before any save', () => {
    let state = run(createEditorState('site-map'), { type: 'setProjectIdentifiers', identifiers: new Set(['IDF-1', 'IDF-2', 'AP-7']) });
    state = run(state, { type: 'setTool', tool: 'idf' }, tap(100, 100), tap(300, 100), { type: 'setTool', tool: 'ap' }, tap(500, 100));
    expect(state.history.present.map((element) => element.tag)).toEqual(['IDF-3', 'IDF-4', 'AP-8']);
  });

  it('counts a unit’s typical plan as another drawing, and gives runs and custom labels none', () => {
    const typical: MarkupElement[] = [{ id: 't1', type: 'idf', x: 10, y: 10, radius: 32, tag: 'DJ-4' }];
    let state = run(createEditorState('floor-plan'), { type: 'setTypical', typical: { elements: typical, hiddenIds: [] } });
    state = run(state, { type: 'setTool', tool: 'idf' }, tap(300, 300), { type: 'setTool', tool: 'conduit' }, tap(100, 500), tap(600, 500));
    const [jack, run_] = state.history.present;
    expect(jack!.tag).toMatch(/-5$/);
    expect(run_!.tag).toBeUndefined();
  });
});
