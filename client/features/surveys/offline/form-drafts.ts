import type { Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import type { OfflineDb } from '../../../offline/offline-db';
import type { FormConflict } from '../model/conflict';
import type { FormDraft, ServerSnapshot } from '../model/form-draft';

// A survey form's unsent state on the device (DESIGN §6): its edits over the last server state,
// and a conflict waiting for the surveyor's choice. The form and the sync adapter both change it,
// each in one IndexedDB transaction, so neither overwrites what the other just wrote.

export interface FormDraftRecord {
  draft: FormDraft;
  conflict: FormConflict | null;
  /** Field labels, for a conflict met while the form was not open. */
  labels: Record<string, string>;
  /** The number of the newest journaled edit this draft holds (form-journal.ts). */
  journalSeq?: number;
  /**
   * One more at every write: a form hearing of a write that an even newer one has already
   * replaced (the sync adapter's answer arriving after the next keystroke's commit) keeps the newer.
   */
  rev?: number;
}

export const formDraftKey = (surveyId: string) => `form:${surveyId}`;

export function snapshotOf(survey: Survey): ServerSnapshot {
  return {
    version: survey.version,
    formData: survey.formData,
    fieldVersions: survey.fieldVersions,
    instanceName: survey.instanceName,
  };
}

export async function readFormDraft(db: OfflineDb, surveyId: string): Promise<FormDraftRecord | undefined> {
  return (await db.drafts.get(formDraftKey(surveyId)))?.value as FormDraftRecord | undefined;
}

/** Writes the draft (read in the same transaction it was made from); answers it as written. */
export async function writeFormDraft(db: OfflineDb, owner: string, surveyId: string, record: FormDraftRecord): Promise<FormDraftRecord> {
  const written = { ...record, rev: (record.rev ?? 0) + 1 };
  await db.drafts.put({ key: formDraftKey(surveyId), owner, value: written, updatedAt: Date.now() });
  return written;
}

/** Template fields stand-ins for labels kept in a draft. */
export function labelledFields(labels: Record<string, string>): TemplateField[] {
  return Object.entries(labels).map(([name, label]) => ({ name, label, type: 'text', required: false }));
}

type Listener = (record: FormDraftRecord) => void;
const listeners = new Map<string, Set<Listener>>();

/** An open form hears what the sync adapter did to its draft (a save answered, a conflict met). */
export function onFormDraftChanged(surveyId: string, listener: Listener): () => void {
  const set = listeners.get(surveyId) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(surveyId, set);
  return () => set.delete(listener);
}

export function formDraftChanged(surveyId: string, record: FormDraftRecord) {
  listeners.get(surveyId)?.forEach((listener) => listener(record));
}
