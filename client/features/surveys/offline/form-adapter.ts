import type { Survey, UpdateSurveyBody } from '../../../../common/schemas/surveys';
import type { OfflineDb, OutboxEntry } from '../../../offline/offline-db';
import type { Outbox } from '../../../offline/outbox';
import type { SyncAdapter } from '../../../offline/sync-engine';
import { conflictReceived } from '../model/conflict';
import type { FormValue } from '../model/field-values';
import { buildPatch, isDirty, markSending, saveSucceeded } from '../model/form-draft';
import { formDraftChanged, labelledFields, readFormDraft, snapshotOf, writeFormDraft, type FormDraftRecord } from './form-drafts';

/** The form's outbox entry: its body is built from the draft when it is sent. */
export function formEntry(survey: Pick<Survey, 'id' | 'projectId'>, summary: string, notBefore: number, preview: Record<string, unknown>) {
  return {
    method: 'PATCH' as const,
    path: `/api/surveys/${encodeURIComponent(survey.id)}`,
    target: { type: 'survey' as const, id: survey.id, parentId: survey.projectId },
    action: 'form' as const,
    summary,
    notBefore,
    preview,
  };
}

function surveyIdOf(entry: OutboxEntry) {
  return entry.target.id;
}

/**
 * The survey form as an adapter of the one sync engine (DESIGN §6): sends the draft's changed
 * fields based on the version each edit started from; on the answer, keeps what was typed while
 * it was out; on a conflict, keeps both values for the surveyor to choose.
 */
export function createSurveyFormAdapter(db: OfflineDb, outbox: Outbox): SyncAdapter {
  async function change(
    entry: OutboxEntry,
    update: (record: FormDraftRecord) => FormDraftRecord,
    followUp: boolean,
  ): Promise<FormDraftRecord | undefined> {
    const surveyId = surveyIdOf(entry);
    const record = await db.transaction('rw', db.drafts, db.outbox, async () => {
      const current = await readFormDraft(db, surveyId);
      if (!current) return undefined;
      const next = await writeFormDraft(db, entry.owner, surveyId, update(current));
      // Typed while this one was out: those edits get an entry of their own.
      if (followUp && isDirty(next.draft) && !next.conflict) {
        await outbox.upsert(entry.owner, { ...formEntry({ id: surveyId, projectId: entry.target.parentId ?? '' }, entry.summary, Date.now(), entry.preview ?? {}) });
      }
      return next;
    });
    if (record) formDraftChanged(surveyId, record);
    return record;
  }

  return {
    actions: ['form'],

    async prepare(entry) {
      const surveyId = surveyIdOf(entry);
      // What is sent is marked on the draft in the same transaction it is read in, so an edit
      // setting a field back while it is on its way stays an edit (FormDraft.sending).
      const prepared = await db.transaction('rw', db.drafts, async () => {
        const record = await readFormDraft(db, surveyId);
        const patch = record && !record.conflict ? buildPatch(record.draft) : null;
        if (!record || !patch) return null;
        return { patch, record: await writeFormDraft(db, entry.owner, surveyId, { ...record, draft: markSending(record.draft, patch.sent) }) };
      });
      if (!prepared) return null;
      formDraftChanged(surveyId, prepared.record);
      return { method: 'PATCH', path: entry.path, body: prepared.patch.body };
    },

    async delivered(entry, answer) {
      const body = (entry.body ?? {}) as UpdateSurveyBody;
      const sent = { formData: (body.formData ?? {}) as Record<string, FormValue>, instanceName: body.instanceName ?? undefined };
      await change(entry, (record) => ({ ...record, draft: saveSucceeded(record.draft, sent, snapshotOf(answer as Survey)) }), true);
    },

    async conflict(entry, problem) {
      // The schemas (and zod) load with the first conflict, not with every form.
      const { SurveyConflictDetails } = await import('../../../../common/schemas/surveys');
      const details = SurveyConflictDetails.safeParse(problem.details);
      if (!details.success) return 'shown';
      let resolved = false;
      await change(entry, (record) => {
        const { draft, conflict } = conflictReceived(record.draft, snapshotOf(details.data.survey), details.data.fields, labelledFields(record.labels));
        resolved = conflict === null;
        return { ...record, draft, conflict };
      }, false);
      return resolved ? 'resolved' : 'shown';
    },
  };
}
