import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from './constants';
import { apply, begin, cancel, canRedo, canUndo, commit, createHistory, load, redo, undo, update } from './history';
import type { MarkupElement } from './schema';

const ap = (id: string, x = 100): MarkupElement => ({ id, type: 'ap', x, y: 100, radius: 24 });

describe('markup history', () => {
  it('records an edit: the prior list goes onto undo, the document needs saving', () => {
    const h = apply(createHistory(), { type: 'add', element: ap('a') }, { record: true });
    expect(h.present.map((e) => e.id)).toEqual(['a']);
    expect(h.undoStack).toEqual([[]]);
    expect(h.revision).toBe(1);
    expect(canUndo(h)).toBe(true);
  });

  it('undoes and redoes', () => {
    let h = apply(createHistory(), { type: 'add', element: ap('a') }, { record: true });
    h = apply(h, { type: 'add', element: ap('b') }, { record: true });
    h = undo(h);
    expect(h.present.map((e) => e.id)).toEqual(['a']);
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toEqual([]);
    expect(canUndo(h)).toBe(false);
    h = redo(redo(h));
    expect(h.present.map((e) => e.id)).toEqual(['a', 'b']);
    expect(canRedo(h)).toBe(false);
    // Undo and redo change the saved drawing too.
    expect(h.revision).toBe(6);
  });

  it('clears redo on a new recorded edit', () => {
    let h = apply(createHistory(), { type: 'add', element: ap('a') }, { record: true });
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = apply(h, { type: 'add', element: ap('b') }, { record: true });
    expect(canRedo(h)).toBe(false);
    expect(redo(h).present.map((e) => e.id)).toEqual(['b']);
  });

  it('makes a drag one undo step however many moves it had', () => {
    let h = apply(createHistory(), { type: 'add', element: ap('a', 100) }, { record: true });
    h = begin(h);
    for (let dx = 1; dx <= 50; dx++) h = update(h, { type: 'translate', id: 'a', dx, dy: 0 });
    expect(h.present[0]!.x).toBe(150);
    expect(h.undoStack).toHaveLength(1);
    h = commit(h);
    expect(h.undoStack).toHaveLength(2);
    expect(h.revision).toBe(2);
    h = undo(h);
    expect(h.present[0]!.x).toBe(100);
    h = redo(h);
    expect(h.present[0]!.x).toBe(150);
  });

  it('applies drag updates from where the drag began, not cumulatively', () => {
    let h = begin(createHistory([ap('a', 100)]));
    h = update(h, { type: 'translate', id: 'a', dx: 10, dy: 0 });
    h = update(h, { type: 'translate', id: 'a', dx: 20, dy: 0 });
    expect(h.present[0]!.x).toBe(120);
  });

  it('records nothing for a drag that did not move, and reverts a cancelled one', () => {
    let h = commit(begin(createHistory([ap('a')])));
    expect(h.undoStack).toHaveLength(0);
    expect(h.revision).toBe(0);
    h = update(begin(h), { type: 'translate', id: 'a', dx: 30, dy: 0 });
    h = cancel(h);
    expect(h.present[0]!.x).toBe(100);
    expect(h.undoStack).toHaveLength(0);
  });

  it('makes Clear All undoable', () => {
    let h = createHistory([ap('a'), ap('b')]);
    h = apply(h, { type: 'clear' }, { record: true });
    expect(h.present).toEqual([]);
    h = undo(h);
    expect(h.present.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('never records a load from the server, and starts a new history with it', () => {
    let h = apply(createHistory(), { type: 'add', element: ap('mine') }, { record: true });
    const revision = h.revision;
    h = load(h, [ap('theirs')]);
    expect(h.present.map((e) => e.id)).toEqual(['theirs']);
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    expect(h.revision).toBe(revision);
  });

  it('applies an unrecorded change without touching undo, redo or the revision', () => {
    let h = apply(createHistory(), { type: 'add', element: ap('a') }, { record: true });
    h = apply(h, { type: 'update', id: 'a', patch: { text: 'echo' } }, { record: false });
    expect(h.present[0]!.text).toBe('echo');
    expect(h.undoStack).toHaveLength(1);
    expect(h.revision).toBe(1);
  });

  it('records nothing for a change that changes nothing', () => {
    const h = createHistory([ap('a')]);
    expect(apply(h, { type: 'delete', id: 'missing' }, { record: true })).toBe(h);
    expect(apply(createHistory(), { type: 'clear' }, { record: true }).undoStack).toHaveLength(0);
  });

  it('deletes and updates by id', () => {
    let h = createHistory([ap('a'), ap('b')]);
    h = apply(h, { type: 'update', id: 'b', patch: { x: 7 } }, { record: true });
    expect(h.present[1]!.x).toBe(7);
    h = apply(h, { type: 'delete', id: 'a' }, { record: true });
    expect(h.present.map((e) => e.id)).toEqual(['b']);
  });

  it('keeps at most HISTORY_LIMIT undo steps', () => {
    let h = createHistory();
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) h = apply(h, { type: 'add', element: ap(`e${i}`) }, { record: true });
    expect(h.undoStack).toHaveLength(HISTORY_LIMIT);
  });

  it('closes an open drag before an undo, so the drag itself is undone', () => {
    let h = begin(createHistory([ap('a', 100)]));
    h = update(h, { type: 'translate', id: 'a', dx: 40, dy: 0 });
    h = undo(h);
    expect(h.present[0]!.x).toBe(100);
    expect(h.transactionBase).toBeNull();
  });
});
