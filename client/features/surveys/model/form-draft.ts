import type { FormValue } from './field-values';
import { sameValue } from './field-values';
import { ownValue, setOwnValue } from '../../../../common/survey/own-values';

// The survey form's local edits on top of the newest known server state (DESIGN §4). Autosave
// sends only the edited fields, based on the version each edit started from, so the server can
// tell a concurrent change of the same field (409) from one of another field (merged).

/** The part of a survey the form edits. */
export interface ServerSnapshot {
  version: number;
  formData: Record<string, unknown>;
  /** The version that last changed each field. */
  fieldVersions: Record<string, number>;
  instanceName: string | null;
}

export interface FormDraft {
  server: ServerSnapshot;
  /** Fields edited here and not yet saved (null: cleared). */
  edits: Record<string, FormValue>;
  /** The server version each edit started from. */
  editBase: Record<string, number>;
  /** The edited Location Name, when it differs from the server's. */
  nameEdit: string | undefined;
  /**
   * What a save on its way sent, until it is answered: the server will hold it, so a field set
   * back meanwhile to the value the server held before is still an edit to send, not a clean one.
   */
  sending?: DraftPatch['sent'];
}

/** What one save sends. */
export interface DraftPatch {
  body: { baseVersion: number; formData?: Record<string, FormValue>; instanceName?: string };
  /** Exactly what was sent, to tell afterwards what was typed meanwhile. */
  sent: { formData: Record<string, FormValue>; instanceName: string | undefined };
}

export function createDraft(server: ServerSnapshot): FormDraft {
  return { server, edits: {}, editBase: {}, nameEdit: undefined };
}

function serverValue(server: ServerSnapshot, key: string): unknown {
  return ownValue(server.formData, key);
}

/** The server version an edit of this field started from. */
function baseOf(draft: FormDraft, key: string): number {
  return ownValue(draft.editBase, key) ?? draft.server.version;
}

/** The form as the user sees it: the server's values with the local edits over them. */
export function draftValues(draft: FormDraft): Record<string, unknown> {
  const values: Record<string, unknown> = { ...draft.server.formData };
  for (const [key, value] of Object.entries(draft.edits)) {
    if (value === null) delete values[key];
    else setOwnValue(values, key, value);
  }
  return values;
}

export function draftName(draft: FormDraft): string {
  return draft.nameEdit ?? draft.server.instanceName ?? '';
}

export function isDirty(draft: FormDraft): boolean {
  return Object.keys(draft.edits).length > 0 || draft.nameEdit !== undefined;
}

/** One field edited; setting it back to the server's value makes it clean again. */
export function editField(draft: FormDraft, key: string, value: FormValue): FormDraft {
  const edits = { ...draft.edits };
  const editBase = { ...draft.editBase };
  const onItsWay = draft.sending !== undefined && Object.hasOwn(draft.sending.formData, key);
  if (!onItsWay && sameValue(value, serverValue(draft.server, key))) {
    delete edits[key];
    delete editBase[key];
  } else {
    setOwnValue(edits, key, value);
    // An edit keeps the version it started from, however often it is retyped.
    setOwnValue(editBase, key, baseOf(draft, key));
  }
  return { ...draft, edits, editBase };
}

export function editName(draft: FormDraft, name: string): FormDraft {
  const onItsWay = draft.sending?.instanceName !== undefined;
  return { ...draft, nameEdit: !onItsWay && name === (draft.server.instanceName ?? '') ? undefined : name };
}

/** A save built from this draft is on its way (see FormDraft.sending). */
export function markSending(draft: FormDraft, sent: DraftPatch['sent']): FormDraft {
  return { ...draft, sending: sent };
}

/** The PATCH for everything unsaved, or null when there is nothing to save. */
export function buildPatch(draft: FormDraft): DraftPatch | null {
  if (!isDirty(draft)) return null;
  const formData = { ...draft.edits };
  const keys = Object.keys(formData);
  const baseVersion = keys.length > 0 ? Math.min(...keys.map((key) => baseOf(draft, key))) : draft.server.version;
  const body: DraftPatch['body'] = { baseVersion };
  if (keys.length > 0) body.formData = formData;
  if (draft.nameEdit !== undefined) body.instanceName = draft.nameEdit;
  return { body, sent: { formData, instanceName: draft.nameEdit } };
}

/**
 * A newer server state arrived (a refetch, a save's answer, a conflict's current survey). Edits
 * stay over it. An edit the server already holds is dropped; one whose field nobody else changed
 * since it started moves to the new version; one whose field someone else changed keeps its old
 * base, so the next save surfaces the conflict instead of overwriting their change.
 */
export function receiveServer(draft: FormDraft, server: ServerSnapshot): FormDraft {
  if (server.version < draft.server.version) return draft;
  const edits: Record<string, FormValue> = {};
  const editBase: Record<string, number> = {};
  for (const [key, value] of Object.entries(draft.edits)) {
    if (sameValue(value, serverValue(server, key))) continue;
    setOwnValue(edits, key, value);
    const base = baseOf(draft, key);
    setOwnValue(editBase, key, (ownValue(server.fieldVersions, key) ?? 0) <= base ? server.version : base);
  }
  const nameEdit = draft.nameEdit === (server.instanceName ?? '') ? undefined : draft.nameEdit;
  return { server, edits, editBase, nameEdit, sending: draft.sending };
}

/**
 * A save was answered with the merged survey. What was sent and not retyped since is saved; a
 * field retyped meanwhile stays an edit, now based on our own write (not a conflict with it).
 */
export function saveSucceeded(draft: FormDraft, sent: DraftPatch['sent'], answer: ServerSnapshot): FormDraft {
  const edits = { ...draft.edits };
  const editBase = { ...draft.editBase };
  for (const [key, value] of Object.entries(sent.formData)) {
    if (!Object.hasOwn(edits, key)) continue;
    if (sameValue(ownValue(edits, key), value)) {
      delete edits[key];
      delete editBase[key];
    } else {
      setOwnValue(editBase, key, Math.max(ownValue(editBase, key) ?? 0, answer.version));
    }
  }
  const nameEdit = draft.nameEdit !== undefined && draft.nameEdit === sent.instanceName ? undefined : draft.nameEdit;
  return receiveServer({ ...draft, edits, editBase, nameEdit, sending: undefined }, answer);
}
