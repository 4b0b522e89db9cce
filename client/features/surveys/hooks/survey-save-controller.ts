import type { Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import type { WriteOutcome } from '../../../lib/mutations';
import type { OfflineDb, OutboxEntry } from '../../../offline/offline-db';
import type { Outbox } from '../../../offline/outbox';
import { saveOutcomeOf, SERVER_WAIT_MS, type SaveOutcome } from '../../../offline/save-outcome';
import type { SyncEngine } from '../../../offline/sync-engine';
import { refusedFields } from '../model/completion-refusal';
import { resolveConflict, type ConflictChoice, type FormConflict } from '../model/conflict';
import type { FormValue } from '../model/field-values';
import { createDraft, editField, editName, isDirty, receiveServer, type FormDraft } from '../model/form-draft';
import { formEntry } from '../offline/form-adapter';
import { FormJournal, type FormOp } from '../offline/form-journal';
import { formDraftChanged, onFormDraftChanged, readFormDraft, snapshotOf, writeFormDraft, type FormDraftRecord } from '../offline/form-drafts';

/** survey-work §4, §9: the form saves itself 2 seconds after the last edit. */
export const AUTOSAVE_DELAY_MS = 2000;


/** Complete Survey's outcome: a save's, or the server's refusal naming the fields that keep it (422). */
export type CompleteOutcome = SaveOutcome | { refused: Record<string, string> };

export interface SaveState {
  /** What the form shows: the draft on the device with the edits still being written to it. */
  draft: FormDraft;
  /** A refused save waiting for the user's choices; nothing of this form is sent meanwhile. */
  conflict: FormConflict | null;
  /** The device's draft has been read (the form shows after it). */
  loaded: boolean;
  /** Edits typed and not yet committed to the device (a few milliseconds). */
  committing: boolean;
}

/** An edit typed here, with its number in the journal (none when it could not be written there). */
type Op = FormOp & { seq?: number };

function applyOp(draft: FormDraft, op: Op): FormDraft {
  return op.kind === 'field' ? editField(draft, op.name, op.value) : editName(draft, op.name);
}

export interface SaveControllerDeps {
  db: OfflineDb;
  outbox: Outbox;
  engine: Pick<SyncEngine, 'whenSettled'>;
  owner: string;
  /** Queues a plain write of this survey (completion, template switch) behind its form edits. */
  queue: (write: { body: Record<string, unknown>; action: 'complete' | 'template'; preview: Record<string, unknown>; summary: string }) => Promise<WriteOutcome<Survey>>;
  /** What the sync panel calls this form's changes ("MDF 1 · form"). */
  summary: () => string;
  /** What lists show of the survey while its edits wait (progress, name). */
  preview: (draft: FormDraft, fields: readonly TemplateField[]) => Record<string, unknown>;
  delayMs?: number;
  now?: () => number;
  /** Where each edit is written before the next frame (tests pass one on a Map). */
  journal?: FormJournal;
}

/**
 * The survey form's saving, outside React (the form subscribes to it). Every edit is committed
 * to the device's draft together with the form's outbox entry (DESIGN §6: the device first);
 * the sync engine sends it two seconds after the last edit, through the form adapter. The pure
 * rules are in model/.
 */
export class SurveySaveController {
  private stored: FormDraftRecord;
  private ops: Op[] = [];
  private state: SaveState;
  private chain: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | undefined;
  private labels: Record<string, string> = {};
  private fields: readonly TemplateField[] = [];
  private readonly now: () => number;
  private readonly journal: FormJournal;
  private stopped = false;

  constructor(
    private survey: Survey,
    private readonly deps: SaveControllerDeps,
  ) {
    this.now = deps.now ?? Date.now;
    this.journal = deps.journal ?? new FormJournal(deps.owner, survey.id);
    this.stored = { draft: createDraft(snapshotOf(survey)), conflict: null, labels: {} };
    this.state = { draft: this.stored.draft, conflict: null, loaded: false, committing: false };
  }

  /** Reads what the device holds for this survey (edits made before a reload, a conflict). */
  async load(): Promise<void> {
    const record = await readFormDraft(this.deps.db, this.survey.id);
    if (record) this.stored = { ...record, draft: receiveServer(record.draft, snapshotOf(this.survey)) };
    this.unsubscribe = onFormDraftChanged(this.survey.id, (changed) => {
      // Heard late: a newer write of this draft is already here.
      if ((changed.rev ?? 0) < (this.stored.rev ?? 0)) return;
      this.stored = changed;
      this.publish();
    });
    // Typed just before the page went, and not in the draft yet: those edits are made again.
    const held = record?.journalSeq ?? 0;
    const journaled = this.ops.length === 0 ? this.journal.read().filter((op) => op.seq > held) : [];
    if (journaled.length > 0) {
      this.ops.push(...journaled);
      void this.commit(this.now() + (this.deps.delayMs ?? AUTOSAVE_DELAY_MS));
    }
    this.publish({ loaded: true });
  }

  get surveyId(): string {
    return this.survey.id;
  }

  getState = (): SaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private publish(patch: Partial<SaveState> = {}) {
    const draft = this.ops.reduce(applyOp, this.stored.draft);
    this.state = { ...this.state, draft, conflict: this.stored.conflict, committing: this.ops.length > 0, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  /** The template fields, so that a conflict met later names them by their labels. */
  setFields(fields: readonly TemplateField[]) {
    this.fields = fields;
    this.labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  }

  setField(name: string, value: FormValue) {
    this.edit({ kind: 'field', name, value });
  }

  setName(name: string) {
    this.edit({ kind: 'name', name });
  }

  private edit(op: Op) {
    // On the device before this call returns; the draft's transaction follows (form-journal.ts).
    this.ops.push(this.journal.append(op));
    this.publish();
    this.commit(this.now() + (this.deps.delayMs ?? AUTOSAVE_DELAY_MS));
  }

  /**
   * Writes the edits typed so far to the device, with the form's outbox entry due at `sendAt`,
   * in one transaction; edits typed meanwhile follow in the next one.
   */
  private commit(sendAt: number): Promise<void> {
    const run = this.chain.then(async () => {
      if (this.stopped) return;
      const ops = this.ops.slice();
      const { db, outbox, owner } = this.deps;
      const record = await db.transaction('rw', db.drafts, db.outbox, async () => {
        const current = (await readFormDraft(db, this.survey.id)) ?? this.stored;
        // Edits the draft already holds (a replay from the journal racing this form) are not made again over newer ones.
        const held = current.journalSeq ?? 0;
        const fresh = ops.filter((op) => op.seq === undefined || op.seq > held);
        const next = await writeFormDraft(db, owner, this.survey.id, {
          ...current,
          draft: fresh.reduce(applyOp, current.draft),
          labels: { ...current.labels, ...this.labels },
          journalSeq: Math.max(held, ...ops.map((op) => op.seq ?? 0)),
        });
        if (isDirty(next.draft) && !next.conflict) {
          if (ops.length > 0) {
            await outbox.upsert(owner, formEntry(this.survey, this.deps.summary(), sendAt, this.deps.preview(next.draft, this.fields)));
          } else {
            // Nothing new typed (Save Progress, leaving): what already waits goes now.
            const waiting = (await outbox.list(owner)).filter((entry) => entry.target.id === this.survey.id && entry.action === 'form' && entry.state === 'pending');
            for (const entry of waiting) if (entry.notBefore > sendAt) await outbox.update(entry.id, { notBefore: sendAt });
          }
        }
        return next;
      });
      this.ops.splice(0, ops.length);
      if (record.journalSeq) this.journal.dropThrough(record.journalSeq);
      this.stored = record;
      this.publish();
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Everything typed is on the device (before leaving a screen). */
  committed(): Promise<void> {
    return this.chain;
  }

  /** Edits only in memory: closing the page now could lose the last keystrokes. */
  hasUncommitted(): boolean {
    return this.ops.length > 0;
  }

  /** A survey from the server (a refetch); older than what the draft is based on, it is ignored. */
  receive(survey: Survey) {
    if (survey.id !== this.survey.id) return;
    this.survey = survey;
    if (!this.state.loaded || survey.version <= this.stored.draft.server.version) return;
    const { db, owner } = this.deps;
    this.chain = this.chain
      .then(async () => {
        const record = await db.transaction('rw', db.drafts, async () => {
          const current = (await readFormDraft(db, survey.id)) ?? this.stored;
          return writeFormDraft(db, owner, survey.id, { ...current, draft: receiveServer(current.draft, snapshotOf(survey)) });
        });
        this.stored = record;
        this.publish();
      })
      .catch(() => undefined);
  }

  /** The form's waiting entry, if any (the newest). */
  private async formEntryNow(): Promise<OutboxEntry | undefined> {
    const entries = await this.deps.outbox.list(this.deps.owner);
    return entries.filter((entry) => entry.target.id === this.survey.id && entry.action === 'form').at(-1);
  }

  /** Save Progress: what is typed goes now; answers whether the server has it or the device does. */
  async save(): Promise<SaveOutcome> {
    await this.commit(this.now());
    if (this.stored.conflict) return 'conflict';
    const entry = await this.formEntryNow();
    if (!entry) return 'nothing';
    if (entry.state === 'failed') return 'failed';
    return saveOutcomeOf(await this.deps.engine.whenSettled(entry.id, SERVER_WAIT_MS));
  }

  /** Before leaving: everything typed is committed and sent without the autosave delay. */
  async flush(): Promise<void> {
    if (this.ops.length > 0 || isDirty(this.stored.draft)) await this.commit(this.now());
  }

  /** Complete Survey: the fields first, then the completion, in order. */
  async complete(): Promise<CompleteOutcome> {
    await this.flush();
    if (this.stored.conflict) return 'conflict';
    return this.queuePlain({ isCompleted: true }, 'complete', { isCompleted: true }, 'completed');
  }

  /** Another template for this survey (its fields, from now on). */
  switchTemplate(templateId: string, templateVersion: number | null): Promise<CompleteOutcome> {
    return this.queuePlain({ templateId }, 'template', { templateId, templateVersion }, 'template');
  }

  private async queuePlain(body: Record<string, unknown>, action: 'complete' | 'template', preview: Record<string, unknown>, what: string): Promise<CompleteOutcome> {
    try {
      const outcome = await this.deps.queue({ body, action, preview, summary: `${this.deps.summary().replace(/ · form$/, '')} · ${what}` });
      return outcome.status === 'sent' ? 'saved' : outcome.status === 'conflict' ? 'conflict' : outcome.status === 'cancelled' ? 'nothing' : 'saved-on-device';
    } catch (error) {
      // A completion the server refuses names its fields; the form shows each message on its field.
      const refused = refusedFields(error);
      return refused ? { refused } : 'failed';
    }
  }

  /** The user's choices: kept values go again based on the conflict's version, the others adopted. */
  async resolve(choices: Record<string, ConflictChoice>): Promise<void> {
    const { conflict } = this.stored;
    if (!conflict) return;
    const { db, outbox, owner } = this.deps;
    const record = await db.transaction('rw', db.drafts, db.outbox, async () => {
      const current = (await readFormDraft(db, this.survey.id)) ?? this.stored;
      const next = await writeFormDraft(db, owner, this.survey.id, { ...current, draft: resolveConflict(current.draft, conflict, choices), conflict: null });
      const waiting = (await outbox.list(owner)).find((entry) => entry.target.id === this.survey.id && entry.action === 'form' && entry.state === 'conflict');
      if (waiting) await outbox.update(waiting.id, { state: 'pending', problem: undefined, notBefore: this.now() });
      else if (isDirty(next.draft)) await outbox.upsert(owner, formEntry(this.survey, this.deps.summary(), this.now(), this.deps.preview(next.draft, this.fields)));
      return next;
    });
    this.stored = record;
    formDraftChanged(this.survey.id, record);
    this.publish();
  }

  /** Nothing more is saved (the survey is being deleted); typed edits not yet on the device are dropped. */
  stop() {
    this.stopped = true;
    this.ops = [];
    this.journal.clear();
    this.publish();
  }

  /** Saving again (the delete did not happen). */
  resume() {
    this.stopped = false;
  }

  /** The form went away. */
  dispose() {
    this.unsubscribe?.();
  }
}
