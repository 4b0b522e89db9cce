import { useEffect } from 'react';
import type { EditorStore } from '../model/editor-state';

/** Where typed keys belong to the field, not the drawing. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Delete (or Backspace) deletes the selection, Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo,
 * Escape cancels a half-drawn conduit, a scale line, adding points, or the selection; Enter ends
 * adding points; arrows nudge the selection (Shift: 10x).
 * Off while one of the editor's own dialogs is open.
 */
export function useEditorShortcuts(store: EditorStore, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z') {
        event.preventDefault();
        store.dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
        return;
      }
      if (mod && key === 'y') {
        event.preventDefault();
        store.dispatch({ type: 'redo' });
        return;
      }
      if (mod || event.altKey) return;
      const state = store.getState();
      if ((event.key === 'Delete' || event.key === 'Backspace') && state.selectionId) {
        event.preventDefault();
        store.dispatch({ type: 'deleteSelected' });
        return;
      }
      if (event.key === 'Escape' && (state.conduitStart || state.selectionId || state.calibration || state.extendingId)) {
        event.preventDefault();
        store.dispatch({ type: 'escape' });
        return;
      }
      // Enter ends adding points to a run (as Done does), from wherever the focus is but a field or a button.
      if (event.key === 'Enter' && state.extendingId && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        store.dispatch({ type: 'finishExtending' });
        return;
      }
      const step = event.shiftKey ? 50 : 5;
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = arrows[event.key];
      // Arrows nudge only from the canvas, so they still move between buttons elsewhere.
      if (move && state.selectionId && event.target instanceof SVGElement) {
        event.preventDefault();
        store.dispatch({ type: 'nudge', dx: move[0], dy: move[1] });
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, enabled]);
}
