import { MARKUP_AUTOSAVE_MS } from '../../../../common/markup/constants';
import { MarkupElement, MarkupElements } from '../../../../common/markup/schema';
import { SurveyConflictDetails, type Survey } from '../../../../common/schemas/surveys';
import type { ApiWrite } from '../../../lib/mutations';
import { saveMarkupWrite } from '../api/save-markup';
import type { EditorStore } from './editor-state';
import type { SaveStatus } from './save-status';

// Keeps one editor's drawing and the server in step, without React: loads the survey's drawing
// (never recorded), saves 5 s after the last recorded change with the version it was drawn
// over, adopts a newer drawing from the server while nothing here is unsaved, and holds a 409
// until the user keeps theirs or takes the other.

export type SaveOutcome = 'saved' | 'failed' | 'conflict' | 'skipped';

/** Elements from the server, each checked: one bad element never hides the rest. */
export function parseElements(value: unknown): MarkupElement[] {
  const whole = MarkupElements.safeParse(value);
  if (whole.success) return whole.data;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const one = MarkupElement.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

/** The drawing someone else saved, when a save was refused for it. */
export function conflictingSurvey(error: unknown): Survey | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code !== 'VERSION_CONFLICT') return null;
  const parsed = SurveyConflictDetails.safeParse(details);
  return parsed.success && parsed.data.markup ? parsed.data.survey : null;
}

export interface MarkupSyncOptions {
  store: EditorStore;
  /** Sends a write; runMutation in the app, a fake in tests. */
  send: (write: ApiWrite) => Promise<Survey>;
  /** A save's answer, for the query cache. */
  onSaved?: (survey: Survey) => void;
  onChange?: () => void;
  onAutoSaveFailed?: () => void;
  delayMs?: number;
}

export class MarkupSync {
  status: SaveStatus = 'no-survey';
  /** Told when an auto-save fails (Save to Project reports its own outcome). */
  private autoSaveFailed: (() => void) | undefined;
  conflict: Survey | null = null;
  private surveyId: string | null = null;
  private loadedFor: string | null = null;
  private baseVersion: number | undefined;
  private savedRevision = 0;
  private lastRevision: number;
  private inFlight: Promise<SaveOutcome> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly delayMs: number;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: MarkupSyncOptions) {
    this.delayMs = options.delayMs ?? MARKUP_AUTOSAVE_MS;
    this.lastRevision = options.store.getState().history.revision;
  }

  /** Starts following the editor's changes; the returned function stops (and drops the timer). */
  attach(): () => void {
    this.lastRevision = this.options.store.getState().history.revision;
    const unsubscribe = this.options.store.subscribe(() => this.onStoreChange());
    return () => {
      unsubscribe();
      this.clearTimer();
    };
  }

  setAutoSaveFailedHandler(handler: (() => void) | undefined) {
    this.autoSaveFailed = handler;
  }

  /** For status and conflict displays (useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isDirty(): boolean {
    return this.options.store.getState().history.revision !== this.savedRevision;
  }

  /** Whether a drawing was loaded and changed since its last save (worth a flush on close). */
  hasUnsavedWork(): boolean {
    return this.surveyId !== null && this.loadedFor === this.surveyId && this.isDirty() && this.conflict === null;
  }

  setSurveyId(surveyId: string | null) {
    if (surveyId === this.surveyId) return;
    this.surveyId = surveyId;
    this.setStatus(surveyId ? 'idle' : 'no-survey');
  }

  /** The survey as the server last answered it (a read, a refetch, another tab's save). */
  receive(survey: Survey) {
    if (survey.id !== this.surveyId) return;
    if (this.loadedFor !== survey.id) {
      this.loadedFor = survey.id;
      this.adopt(survey);
      this.setStatus(survey.markupElements.length > 0 ? 'saved' : 'idle');
      return;
    }
    // A newer drawing over unsaved work is not adopted: the next save answers 409 instead.
    if (survey.markupVersion > (this.baseVersion ?? 0) && !this.isDirty() && !this.inFlight && !this.conflict) {
      this.adopt(survey);
      this.setStatus('saved');
    }
  }

  async save(): Promise<SaveOutcome> {
    const id = this.surveyId;
    if (!id || this.loadedFor !== id) return 'skipped';
    this.clearTimer();
    if (this.conflict) return 'conflict';
    // One save at a time; one asked for meanwhile runs after it, with what is there then.
    if (this.inFlight) {
      await this.inFlight;
      return this.isDirty() ? this.save() : 'saved';
    }
    const { history } = this.options.store.getState();
    const revision = history.revision;
    this.setStatus('saving');
    const run = this.options
      .send(saveMarkupWrite(id, history.present, this.baseVersion))
      .then((saved): SaveOutcome => {
        this.baseVersion = saved.version;
        this.savedRevision = revision;
        this.options.onSaved?.(saved);
        if (this.isDirty()) {
          this.setStatus('dirty');
          this.schedule();
        } else {
          this.setStatus('saved');
        }
        return 'saved';
      })
      .catch((error: unknown): SaveOutcome => {
        const theirs = conflictingSurvey(error);
        if (theirs) {
          this.conflict = theirs;
          this.setStatus('conflict');
          return 'conflict';
        }
        this.setStatus('error');
        return 'failed';
      })
      .finally(() => {
        this.inFlight = null;
      });
    this.inFlight = run;
    return run;
  }

  /** Keep mine: save again over their version. */
  keepMine(): Promise<SaveOutcome> {
    const theirs = this.conflict;
    if (!theirs) return Promise.resolve('skipped');
    this.baseVersion = theirs.version;
    this.conflict = null;
    this.notify();
    return this.save();
  }

  /** Take theirs: their drawing replaces mine, not recorded. */
  takeTheirs(): Survey | null {
    const theirs = this.conflict;
    if (!theirs) return null;
    this.conflict = null;
    this.adopt(theirs);
    this.setStatus('saved');
    return theirs;
  }

  /** Sends unsaved work now without waiting (the editor is closing). */
  flush(): Promise<SaveOutcome> {
    return this.hasUnsavedWork() ? this.save() : Promise.resolve('skipped');
  }

  private adopt(survey: Survey) {
    this.options.store.dispatch({ type: 'load', elements: parseElements(survey.markupElements) });
    this.baseVersion = survey.version;
    this.savedRevision = this.options.store.getState().history.revision;
    this.lastRevision = this.savedRevision;
  }

  private onStoreChange() {
    const { revision } = this.options.store.getState().history;
    if (revision === this.lastRevision) return;
    this.lastRevision = revision;
    if (!this.surveyId || this.loadedFor !== this.surveyId) return;
    if (revision === this.savedRevision) {
      this.clearTimer();
      if (!this.inFlight && !this.conflict) this.setStatus('saved');
      return;
    }
    if (this.conflict) return;
    if (!this.inFlight) this.setStatus('dirty');
    this.schedule();
  }

  private schedule() {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save().then((outcome) => {
        if (outcome === 'failed') (this.autoSaveFailed ?? this.options.onAutoSaveFailed)?.();
      });
    }, this.delayMs);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: SaveStatus) {
    this.status = status;
    this.notify();
  }

  private notify() {
    this.options.onChange?.();
    this.listeners.forEach((listener) => listener());
  }
}
