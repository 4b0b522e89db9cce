import { SERVER_WAIT_MS, type SaveOutcome } from '../../../offline/save-outcome';
import { applyChanges, diffElements, sameJson } from '../../../../common/markup/element-changes';
import type { MarkupElement } from '../../../../common/markup/schema';
import type { Survey } from '../../../../common/schemas/surveys';
import type { Settlement } from '../../../offline/sync-engine';
import { hasChanges, type DrawingBase, type DrawingState, type MarkupConflict, type MarkupDrafts } from '../offline/markup-drafts';
import type { EditorStore } from './editor-state';
import { parseElements } from '../../../../common/markup/parse-elements';

// One open editor and its drawing's draft, without React. Every recorded change goes into the
// draft on the device at once (with its outbox entry); the sync engine sends it. The editor
// opens from the draft when there is one (unsent work wins over the server's copy), follows
// newer server surveys, and takes in merged answers and conflict choices without recording
// them and without losing the user's undo steps.

/** A drawing always has something to save when asked: never 'nothing'. */
export type DrawingSaveOutcome = Exclude<SaveOutcome, 'nothing'>;

export interface MarkupSyncOptions {
  store: EditorStore;
  drafts: MarkupDrafts;
  surveyId: string;
  projectId: string;
  /** How the outbox names the drawing until its survey is read ('Site Map'). */
  name: string;
  /** The sync engine's wait for one entry (Save to Project). */
  whenSettled: (entryId: string, waitMs: number) => Promise<Settlement>;
}

export interface MarkupSyncSnapshot {
  /** The drawing is on screen (from the draft or the survey). */
  loaded: boolean;
  conflict: MarkupConflict | null;
  /** A change could not be kept on this device (signed out, storage refused). */
  notKept: boolean;
}


export class MarkupSync {
  private snapshot: MarkupSyncSnapshot = { loaded: false, conflict: null, notKept: false };
  /** The elements the draft holds (or the base, without a draft): the editor shows these plus its unwritten edits. */
  private known: readonly MarkupElement[] = [];
  /** The scale the draft holds (or the base's), as `known` is for the elements. */
  private knownScale: number | null = null;
  private knownRev = 0;
  private base: DrawingBase | null = null;
  private latest: Survey | null = null;
  private opened = false;
  private name: string;
  private lastRevision: number;
  private lastScale: number | null;
  private queue: Promise<void> = Promise.resolve();
  private persistQueued = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: MarkupSyncOptions) {
    this.name = options.name;
    this.lastRevision = options.store.getState().history.revision;
    this.lastScale = options.store.getState().scale;
    void this.enqueue(() => this.open());
  }

  /** Follows the editor's recorded changes and the draft's changes from elsewhere; returns the stop. */
  attach(): () => void {
    const { store, drafts, surveyId } = this.options;
    this.lastRevision = store.getState().history.revision;
    this.lastScale = store.getState().scale;
    const stopStore = store.subscribe(() => this.onStoreChange());
    const stopDrafts = drafts.subscribe(surveyId, (state) => void this.enqueue(async () => this.adopt(state)));
    return () => {
      stopStore();
      stopDrafts();
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): MarkupSyncSnapshot => this.snapshot;

  /** Resolves once every change made so far is kept on the device (and any answer taken in). */
  async idle(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }

  /** The survey as read (the server's, a cached one, or one made on this device). */
  receive(survey: Survey) {
    if (survey.id !== this.options.surveyId) return;
    if (this.latest && survey.version < this.latest.version) return;
    this.latest = survey;
    if (survey.instanceName) this.name = survey.instanceName;
    void this.enqueue(async () => {
      if (!this.opened) return;
      if (!this.snapshot.loaded) {
        this.loadFrom(survey);
        return;
      }
      if (this.base && survey.version <= this.base.version) return;
      const state = await this.options.drafts.rebaseOnto(this.options.surveyId, survey);
      if (state) {
        this.adopt(state);
        return;
      }
      // No unsent work: the newer drawing is simply the drawing.
      const elements = parseElements(survey.markupElements);
      this.adopt({ rev: this.knownRev, baseVersion: survey.version, baseElements: elements, elements, scale: survey.markupScale, baseScale: survey.markupScale, conflict: null });
    });
  }

  /**
   * Save to Project: the drawing goes now, and this waits for the server a moment. A drawing
   * the server cannot take yet stays on the device ('saved-on-device'), never lost.
   */
  async save(waitMs = SERVER_WAIT_MS): Promise<DrawingSaveOutcome> {
    // Edits made while one request was under way get an entry of their own: those go too.
    for (let round = 0; round < 3; round += 1) {
      await this.idle();
      if (this.snapshot.conflict) return 'conflict';
      if (this.snapshot.notKept) return 'failed';
      const { entryId, failed } = await this.options.drafts.flush(this.options.surveyId);
      if (failed) return 'failed';
      if (!entryId) return 'saved';
      const settlement = await this.options.whenSettled(entryId, waitMs);
      if (settlement.kind !== 'delivered') return settlement.kind;
    }
    return 'saved-on-device';
  }

  /** Leaving (Cancel): what was drawn is already in the draft; it is sent as soon as it can be. */
  async leave(): Promise<void> {
    await this.idle();
    if (this.snapshot.loaded && !this.snapshot.conflict) await this.options.drafts.flush(this.options.surveyId).catch(() => undefined);
  }

  keepMine(): Promise<void> {
    return this.enqueue(async () => {
      const state = await this.options.drafts.keepMine(this.options.surveyId);
      if (state) this.adopt(state);
    });
  }

  takeTheirs(): Promise<void> {
    return this.enqueue(async () => {
      const state = await this.options.drafts.takeTheirs(this.options.surveyId);
      if (state) this.adopt(state);
    });
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work).catch((error: unknown) => this.keepFailed(error));
    this.queue = run;
    return run;
  }

  private async open() {
    const draft = await this.options.drafts.read(this.options.surveyId);
    this.opened = true;
    if (draft) {
      // A draft kept before scales were: the scale is the survey's, when read.
      const sameBase = this.latest?.version === draft.baseVersion ? this.latest.markupScale : null;
      const baseScale = draft.baseScale !== undefined ? draft.baseScale : sameBase;
      const scale = draft.scale !== undefined ? draft.scale : baseScale;
      this.load(draft.elements, { version: draft.baseVersion, elements: draft.baseElements, scale: baseScale }, draft.rev, draft.conflict ?? null, scale);
      if (this.latest && this.latest.version > draft.baseVersion) {
        const state = await this.options.drafts.rebaseOnto(this.options.surveyId, this.latest);
        if (state) this.adopt(state);
      }
    } else if (this.latest) {
      this.loadFrom(this.latest);
    }
  }

  private loadFrom(survey: Survey) {
    const elements = parseElements(survey.markupElements);
    this.load(elements, { version: survey.version, elements, scale: survey.markupScale }, this.knownRev, null, survey.markupScale);
  }

  /** The drawing as opened: never recorded, a fresh history. */
  private load(elements: readonly MarkupElement[], base: DrawingBase, rev: number, conflict: MarkupConflict | null, scale: number | null) {
    this.known = elements;
    this.knownScale = scale;
    this.options.store.dispatch({ type: 'load', elements, scale });
    this.knownRev = rev;
    this.base = base;
    this.lastRevision = this.options.store.getState().history.revision;
    this.lastScale = this.options.store.getState().scale;
    this.update({ loaded: true, conflict });
  }

  /**
   * The draft as it is now: the editor shows it with its own edits not written yet laid over
   * it (not recorded; undo steps get the same difference). Older states heard late are ignored.
   * `shown` is what the editor showed when the draft was last written: its edits since are the
   * unwritten ones (an undo of the change just written included). The scale likewise: a scale
   * set in the editor and not written yet stays, else the draft's is shown.
   */
  private adopt(state: DrawingState, shown: readonly MarkupElement[] = this.known, shownScale: number | null = this.knownScale) {
    if (state.rev < this.knownRev) return;
    this.knownRev = state.rev;
    this.base = { version: state.baseVersion, elements: state.baseElements, scale: state.baseScale };
    if (state.conflict !== this.snapshot.conflict) this.update({ conflict: state.conflict });
    if (sameJson(state.elements, this.known) && shown === this.known && state.scale === this.knownScale && shownScale === this.knownScale) return;
    const { store } = this.options;
    const { history, scale: editorScale } = store.getState();
    const present = history.present;
    const target = applyChanges(state.elements, diffElements(shown, present));
    const targetScale = editorScale !== shownScale ? editorScale : state.scale;
    this.known = state.elements;
    this.knownScale = state.scale;
    if (!sameJson(target, present) || targetScale !== editorScale) {
      store.dispatch({ type: 'merge', elements: target, scale: targetScale });
      this.lastScale = store.getState().scale;
    }
    if (!sameJson(target, state.elements) || targetScale !== state.scale) this.persist();
  }

  private onStoreChange() {
    const { history, scale } = this.options.store.getState();
    if (history.revision === this.lastRevision && scale === this.lastScale) return;
    this.lastRevision = history.revision;
    this.lastScale = scale;
    if (this.snapshot.loaded) this.persist();
  }

  /** Writes the editor's unwritten edits into the draft (one write for however many are queued). */
  private persist() {
    if (this.persistQueued) return;
    this.persistQueued = true;
    void this.enqueue(async () => {
      this.persistQueued = false;
      const { store, drafts, surveyId, projectId } = this.options;
      const { history, scale: writtenScale } = store.getState();
      const written = history.present;
      const changes = diffElements(this.known, written);
      const newScale = writtenScale !== this.knownScale;
      if (!this.base || (!hasChanges(changes) && !newScale)) return;
      const state = await drafts.change({ surveyId, projectId, name: this.name }, changes, this.base, newScale ? writtenScale : undefined);
      if (this.snapshot.notKept) this.update({ notKept: false });
      this.adopt(state, written, writtenScale);
    });
  }

  private keepFailed(error: unknown) {
    console.error('The drawing could not be kept on this device.', error);
    this.update({ notKept: true });
    // The editor still opens from what was read, even if the device's storage fails.
    if (!this.snapshot.loaded && this.latest) this.loadFrom(this.latest);
  }

  private update(patch: Partial<MarkupSyncSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
