import { describe, expect, it } from 'vitest';
import type { MarkupElement } from '../../../../common/markup/schema';
import { createEditorState, editorReducer, selectedTypical, typicalDifferences, typicalHidden, typicalShown, type EditorAction, type EditorState } from './editor-state';

// A unit's floor plan drawn over its type's typical plan (DESIGN §15, issue 25).

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const jack = (id: string, x: number): MarkupElement => ({ id, type: 'idf', x, y: 300, radius: 32, text: 'DJ', color: '#000', strokeWidth: 2 });
const typicalJacks = [jack('t1', 200), jack('t2', 600), jack('t3', 1000), jack('t4', 1400)];
const opened = (hiddenIds: string[] = [], own: MarkupElement[] = []) =>
  run(createEditorState('floor-plan'), { type: 'load', elements: own }, { type: 'setTypical', typical: { elements: typicalJacks, hiddenIds } });

describe('a unit floor plan over its typical plan', () => {
  it('shows the typical elements beneath and selects one with a tap, without making it the unit’s', () => {
    const state = run(opened(), { type: 'tap', point: { x: 600, y: 300 }, slop: 0, newId: 'n1' });
    expect(typicalShown(state).map((e) => e.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(selectedTypical(state)?.id).toBe('t2');
    expect(state.history.present).toEqual([]);
    expect(typicalDifferences(state)).toBe('as the typical plan');
  });

  it('moving a typical element makes the unit’s own copy of it (an override) in one undo step', () => {
    let state = run(opened(), { type: 'dragStart', point: { x: 600, y: 300 }, slop: 0 }, { type: 'dragMove', point: { x: 650, y: 350 } }, { type: 'dragEnd' });
    expect(state.history.present).toEqual([{ ...jack('t2', 650), y: 350 }]);
    expect(typicalShown(state).map((e) => e.id)).toEqual(['t1', 't3', 't4']);
    expect(typicalDifferences(state)).toBe('1 changed');
    state = run(state, { type: 'undo' });
    expect(state.history.present).toEqual([]);
    expect(typicalShown(state)).toHaveLength(4);
  });

  it('a press on a typical element that does not move changes nothing', () => {
    const state = run(opened(), { type: 'dragStart', point: { x: 600, y: 300 }, slop: 0 }, { type: 'dragEnd' });
    expect(state.history.present).toEqual([]);
    expect(state.history.undoStack).toHaveLength(0);
    expect(selectedTypical(state)?.id).toBe('t2');
  });

  it('hidden ones are left out, still selectable to show again, and counted with the unit’s additions', () => {
    let state = opened(['t1'], [jack('own', 1800)]);
    expect(typicalShown(state).map((e) => e.id)).toEqual(['t2', 't3', 't4']);
    expect(typicalHidden(state).map((e) => e.id)).toEqual(['t1']);
    expect(typicalDifferences(state)).toBe('1 added, 1 hidden');
    state = run(state, { type: 'dragStart', point: { x: 200, y: 300 }, slop: 0 }, { type: 'dragMove', point: { x: 260, y: 300 } }, { type: 'dragEnd' });
    // Selected, not moved: a hidden element is shown again first.
    expect(selectedTypical(state)?.id).toBe('t1');
    expect(state.history.present.map((e) => e.id)).toEqual(['own']);
  });

  it('drops the selection of a typical element the typical plan no longer has', () => {
    let state = run(opened(), { type: 'select', id: 't3' });
    expect(selectedTypical(state)?.id).toBe('t3');
    state = run(state, { type: 'setTypical', typical: { elements: typicalJacks.filter((e) => e.id !== 't3'), hiddenIds: [] } });
    expect(state.selectionId).toBeNull();
  });
});
