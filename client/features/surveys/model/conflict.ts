import type { TemplateField } from '../../../../common/schemas/templates';
import { ownValue, setOwnValue } from '../../../../common/survey/own-values';
import type { FormValue } from './field-values';
import { receiveServer, type FormDraft, type ServerSnapshot } from './form-draft';

// A refused save (409 VERSION_CONFLICT): someone else changed fields we also changed. The user
// picks per field; kept values are sent again based on the version the conflict showed.

export type ConflictChoice = 'mine' | 'theirs';

export interface ConflictItem {
  name: string;
  label: string;
  mine: FormValue;
  theirs: unknown;
}

export interface FormConflict {
  /** The survey version the conflict showed; kept values are re-sent based on it. */
  version: number;
  items: ConflictItem[];
}

/** Adopts the current survey the server answered with and lists the fields still in conflict. */
export function conflictReceived(
  draft: FormDraft,
  current: ServerSnapshot,
  conflictingFields: readonly string[],
  fields: readonly TemplateField[],
): { draft: FormDraft; conflict: FormConflict | null } {
  // The save was answered (refused): nothing of it is on its way any more.
  const next = { ...receiveServer(draft, current), sending: undefined };
  const items: ConflictItem[] = [];
  for (const name of conflictingFields) {
    // A field set to their value meanwhile (the edit was dropped) is no conflict any more.
    if (!Object.hasOwn(next.edits, name)) continue;
    const mine = ownValue(next.edits, name)!;
    items.push({
      name,
      label: fields.find((field) => field.name === name)?.label ?? name,
      mine,
      theirs: ownValue(current.formData, name) ?? null,
    });
  }
  return { draft: next, conflict: items.length > 0 ? { version: current.version, items } : null };
}

/** Applies the choices: kept values are based on the conflict's version, the others dropped. */
export function resolveConflict(draft: FormDraft, conflict: FormConflict, choices: Record<string, ConflictChoice>): FormDraft {
  const edits = { ...draft.edits };
  const editBase = { ...draft.editBase };
  for (const item of conflict.items) {
    if (ownValue(choices, item.name) === 'theirs') {
      delete edits[item.name];
      delete editBase[item.name];
    } else if (Object.hasOwn(edits, item.name)) {
      setOwnValue(editBase, item.name, Math.max(ownValue(editBase, item.name) ?? 0, conflict.version));
    }
  }
  return { ...draft, edits, editBase };
}

export function allChosen(conflict: FormConflict, choices: Record<string, ConflictChoice | undefined>): boolean {
  return conflict.items.every((item) => choices[item.name] !== undefined);
}
