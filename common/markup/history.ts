import { HISTORY_LIMIT } from './constants';
import { translateElement } from './geometry';
import type { MarkupElement } from './schema';

// The editor's document history (excalidraw's CaptureUpdateAction, tldraw's history): every
// change says whether it is recorded for undo. A recorded change pushes the prior element list
// onto undo and clears redo; a drag is a transaction that lands as one step; a load from the
// server is never recorded. Lists are immutable and share unchanged elements, so a snapshot
// per step costs one array of references.

export type Elements = readonly MarkupElement[];

export type MarkupChange =
  | { type: 'add'; element: MarkupElement }
  | { type: 'update'; id: string; patch: Partial<Omit<MarkupElement, 'id'>> }
  | { type: 'translate'; id: string; dx: number; dy: number }
  | { type: 'delete'; id: string }
  | { type: 'clear' }
  | { type: 'replace'; elements: Elements };

export interface MarkupHistory {
  present: Elements;
  undoStack: readonly Elements[];
  redoStack: readonly Elements[];
  /** While a drag is under way: the list before it; updates apply to this, not cumulatively. */
  transactionBase: Elements | null;
  /** Counts document changes that need saving (recorded changes, undo, redo); loads do not count. */
  revision: number;
}

export function createHistory(elements: Elements = []): MarkupHistory {
  return { present: elements, undoStack: [], redoStack: [], transactionBase: null, revision: 0 };
}

/** A change applied to a list; the same list back when it changes nothing. */
export function applyChange(elements: Elements, change: MarkupChange): Elements {
  switch (change.type) {
    case 'add':
      return [...elements, change.element];
    case 'update': {
      const index = elements.findIndex((e) => e.id === change.id);
      if (index < 0) return elements;
      const next = elements.slice();
      next[index] = { ...elements[index]!, ...change.patch, id: change.id };
      return next;
    }
    case 'translate': {
      const index = elements.findIndex((e) => e.id === change.id);
      if (index < 0 || (change.dx === 0 && change.dy === 0)) return elements;
      const next = elements.slice();
      next[index] = translateElement(elements[index]!, change.dx, change.dy);
      return next;
    }
    case 'delete': {
      const next = elements.filter((e) => e.id !== change.id);
      return next.length === elements.length ? elements : next;
    }
    case 'clear':
      return elements.length === 0 ? elements : [];
    case 'replace':
      return change.elements;
  }
}

function pushLimited(stack: readonly Elements[], entry: Elements): readonly Elements[] {
  const next = [...stack, entry];
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next;
}

/**
 * Applies a change. Recorded: the prior list goes onto undo, redo is cleared, the document
 * needs saving. Not recorded: the list changes and nothing else (a server echo, say).
 * A change that alters nothing records nothing.
 */
export function apply(history: MarkupHistory, change: MarkupChange, options: { record: boolean }): MarkupHistory {
  const base = history.transactionBase !== null ? commit(history) : history;
  const next = applyChange(base.present, change);
  if (next === base.present) return base;
  if (!options.record) return { ...base, present: next };
  return {
    present: next,
    undoStack: pushLimited(base.undoStack, base.present),
    redoStack: [],
    transactionBase: null,
    revision: base.revision + 1,
  };
}

/**
 * Loads a list from the server: never recorded, and it starts a new history, because undoing
 * past it would silently revert someone else's drawing.
 */
export function load(history: MarkupHistory, elements: Elements): MarkupHistory {
  return { ...createHistory(elements), revision: history.revision };
}

/** Starts a drag (or any gesture that should land as one undo step). */
export function begin(history: MarkupHistory): MarkupHistory {
  if (history.transactionBase !== null) return history;
  return { ...history, transactionBase: history.present };
}

/** The gesture's change so far, measured from where it began; nothing is recorded yet. */
export function update(history: MarkupHistory, change: MarkupChange): MarkupHistory {
  if (history.transactionBase === null) return history;
  return { ...history, present: applyChange(history.transactionBase, change) };
}

/** Ends the gesture: one undo step if it changed anything, none otherwise. */
export function commit(history: MarkupHistory): MarkupHistory {
  const base = history.transactionBase;
  if (base === null) return history;
  if (history.present === base) return { ...history, transactionBase: null };
  return {
    present: history.present,
    undoStack: pushLimited(history.undoStack, base),
    redoStack: [],
    transactionBase: null,
    revision: history.revision + 1,
  };
}

/** Abandons the gesture (a second finger turned a drag into a pinch): back to where it began. */
export function cancel(history: MarkupHistory): MarkupHistory {
  if (history.transactionBase === null) return history;
  return { ...history, present: history.transactionBase, transactionBase: null };
}

export function canUndo(history: MarkupHistory): boolean {
  return history.undoStack.length > 0 || (history.transactionBase !== null && history.present !== history.transactionBase);
}

export function canRedo(history: MarkupHistory): boolean {
  return history.redoStack.length > 0;
}

export function undo(history: MarkupHistory): MarkupHistory {
  const settled = commit(history);
  const previous = settled.undoStack.at(-1);
  if (previous === undefined) return settled;
  return {
    present: previous,
    undoStack: settled.undoStack.slice(0, -1),
    redoStack: [...settled.redoStack, settled.present],
    transactionBase: null,
    revision: settled.revision + 1,
  };
}

export function redo(history: MarkupHistory): MarkupHistory {
  const settled = commit(history);
  const nextPresent = settled.redoStack.at(-1);
  if (nextPresent === undefined) return settled;
  return {
    present: nextPresent,
    undoStack: pushLimited(settled.undoStack, settled.present),
    redoStack: settled.redoStack.slice(0, -1),
    transactionBase: null,
    revision: settled.revision + 1,
  };
}
