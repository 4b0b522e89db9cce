import type { Survey, UpdateSurveyBody } from '../../../../common/schemas/surveys';
import { SurveyConflictDetails } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import { isApiError } from '../../../lib/api-client';
import { conflictReceived, resolveConflict, type ConflictChoice, type FormConflict } from '../model/conflict';
import type { FormValue } from '../model/field-values';
import {
  buildPatch,
  createDraft,
  editField,
  editName,
  isDirty,
  receiveServer,
  saveSucceeded,
  type FormDraft,
  type ServerSnapshot,
} from '../model/form-draft';

/** survey-work §4, §9: the form saves itself 2 seconds after the last edit. */
export const AUTOSAVE_DELAY_MS = 2000;

export type SaveOutcome = 'saved' | 'nothing' | 'conflict' | 'failed';

/** Extra changes a save can carry besides the edited fields. */
export type SaveExtras = Pick<UpdateSurveyBody, 'isCompleted' | 'templateId'>;

export interface SaveState {
  draft: FormDraft;
  saving: boolean;
  /** The last save failed (network, server); the edits are still here. */
  failed: boolean;
  savedAt: Date | null;
  /** A refused save waiting for the user's choices; autosave waits meanwhile. */
  conflict: FormConflict | null;
}

export interface SaveControllerDeps {
  send: (body: UpdateSurveyBody) => Promise<Survey>;
  /** The server answered with a survey (a save, or a conflict's current state). */
  onServerSurvey: (survey: Survey, saved: boolean) => void;
  onFailed: (error: unknown) => void;
  delayMs?: number;
}

export function snapshotOf(survey: Survey): ServerSnapshot {
  return {
    version: survey.version,
    formData: survey.formData,
    fieldVersions: survey.fieldVersions,
    instanceName: survey.instanceName,
  };
}

function conflictDetailsOf(error: unknown): SurveyConflictDetails | null {
  if (!isApiError(error) || error.code !== 'VERSION_CONFLICT') return null;
  const parsed = SurveyConflictDetails.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/**
 * The survey form's saving, outside React (the form subscribes to it): autosave timing, one save
 * at a time in order, flushing before leaving, and conflicts. The pure rules are in model/.
 */
export class SurveySaveController {
  private state: SaveState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private fields: readonly TemplateField[] = [];
  private paused = false;

  constructor(
    survey: Survey,
    private readonly deps: SaveControllerDeps,
  ) {
    this.state = {
      draft: createDraft(snapshotOf(survey)),
      saving: false,
      failed: false,
      savedAt: new Date(survey.updatedAt),
      conflict: null,
    };
  }

  getState = (): SaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<SaveState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  /** The template fields, for the conflict view's labels. */
  setFields(fields: readonly TemplateField[]) {
    this.fields = fields;
  }

  /** A survey from the server (a refetch); older than what we hold, it is ignored. */
  receive(survey: Survey) {
    if (survey.version <= this.state.draft.server.version) return;
    this.set({ draft: receiveServer(this.state.draft, snapshotOf(survey)) });
  }

  setField(name: string, value: FormValue) {
    this.set({ draft: editField(this.state.draft, name, value) });
    this.schedule();
  }

  setName(name: string) {
    this.set({ draft: editName(this.state.draft, name) });
    this.schedule();
  }

  /** Unsaved edits or a save under way: leaving now could lose work. */
  hasPending(): boolean {
    return !this.paused && (isDirty(this.state.draft) || this.state.saving);
  }

  private schedule() {
    this.clearTimer();
    if (this.paused || this.state.conflict || !isDirty(this.state.draft)) return;
    this.timer = setTimeout(() => void this.save(), this.deps.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  private clearTimer() {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Saves everything unsaved now (with extras), after any save already under way. */
  save(extras: SaveExtras = {}): Promise<SaveOutcome> {
    const run = this.queue.then(() => this.runSave(extras, 0));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Before leaving: whatever is unsaved or under way, saved. */
  flush(): Promise<SaveOutcome> {
    return this.save();
  }

  private async runSave(extras: SaveExtras, retries: number): Promise<SaveOutcome> {
    this.clearTimer();
    if (this.paused) return 'nothing';
    if (this.state.conflict) return 'conflict';
    const patch = buildPatch(this.state.draft);
    const extraKeys = Object.keys(extras).filter((key) => extras[key as keyof SaveExtras] !== undefined);
    if (!patch && extraKeys.length === 0) return 'nothing';
    const body: UpdateSurveyBody = { ...(patch?.body ?? {}), ...extras };
    this.set({ saving: true });
    try {
      const answer = await this.deps.send(body);
      const snapshot = snapshotOf(answer);
      const draft = patch ? saveSucceeded(this.state.draft, patch.sent, snapshot) : receiveServer(this.state.draft, snapshot);
      this.set({ draft, saving: false, failed: false, savedAt: new Date() });
      this.deps.onServerSurvey(answer, true);
      // Typed while the save was under way: those edits get their own autosave.
      this.schedule();
      return 'saved';
    } catch (error) {
      const details = conflictDetailsOf(error);
      if (!details) {
        this.set({ saving: false, failed: true });
        this.deps.onFailed(error);
        return 'failed';
      }
      const { draft, conflict } = conflictReceived(this.state.draft, snapshotOf(details.survey), details.fields, this.fields);
      this.set({ draft, saving: false, failed: false, conflict });
      this.deps.onServerSurvey(details.survey, false);
      // Nothing left in conflict (their value equals ours): the rest goes again, on the new base.
      if (!conflict && retries < 2) return this.runSave(extras, retries + 1);
      return conflict ? 'conflict' : 'failed';
    }
  }

  /** The user's choices: kept values go again based on the conflict's version, the others adopted. */
  resolve(choices: Record<string, ConflictChoice>): Promise<SaveOutcome> {
    const { conflict } = this.state;
    if (!conflict) return Promise.resolve('nothing');
    this.set({ draft: resolveConflict(this.state.draft, conflict, choices), conflict: null });
    return this.save();
  }

  /** Stops saving (the survey is being deleted, or the user leaves without saving). */
  pause() {
    this.paused = true;
    this.clearTimer();
  }

  resume() {
    this.paused = false;
    this.schedule();
  }

  /** The form went away: no timer may fire after it. */
  dispose() {
    this.clearTimer();
  }
}
