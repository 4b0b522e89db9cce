import { elementTypeName, type EditorKind } from '../../../../common/markup/constants';
import type { MarkupElement } from '../../../../common/markup/schema';
import type { MarkupConflict } from '../offline/markup-drafts';
import { parseElements } from '../../../../common/markup/parse-elements';

/** One element both sides changed, as the conflict dialog lists it. */
export interface ConflictRow {
  id: string;
  /** The tool's name in this editor ('IDF', 'Media Cabinet'). */
  name: string;
  /** Its label when it says more than the name (a custom element's text). */
  label: string | null;
  mine: 'changed' | 'removed';
  theirs: 'changed' | 'removed';
}

export function conflictRows(kind: EditorKind, conflict: MarkupConflict, mine: readonly MarkupElement[]): ConflictRow[] {
  const theirs = parseElements(conflict.theirs.markupElements);
  const find = (list: readonly MarkupElement[], id: string) => list.find((element) => element.id === id);
  return conflict.elements.map((id) => {
    const my = find(mine, id);
    const their = find(theirs, id);
    const element = my ?? their;
    const name = element ? elementTypeName(kind, element.type) : 'Element';
    const text = element?.text?.trim() || null;
    return {
      id,
      name,
      label: text && text.toLowerCase() !== name.toLowerCase() ? text : null,
      mine: my ? 'changed' : 'removed',
      theirs: their ? 'changed' : 'removed',
    };
  });
}
