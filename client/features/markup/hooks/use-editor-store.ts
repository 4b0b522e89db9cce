import { useState, useSyncExternalStore } from 'react';
import type { EditorKind } from '../../../../common/markup/constants';
import { createEditorState, createEditorStore, type EditorState, type EditorStore } from '../model/editor-state';

/** One store per editor instance, made once. */
export function useEditorStoreInstance(kind: EditorKind): EditorStore {
  const [store] = useState(() => createEditorStore(createEditorState(kind)));
  return store;
}

/**
 * A slice of the editor state; the component renders again only when the slice changes
 * (selectors must return stable values: parts of the state, primitives).
 */
export function useEditorState<T>(store: EditorStore, selector: (state: EditorState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
