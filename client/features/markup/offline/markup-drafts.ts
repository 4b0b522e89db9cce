import { z } from 'zod';
import { MARKUP_AUTOSAVE_MS } from '../../../../common/markup/constants';
import { applyChanges, diffElements, sameJson, type MarkupChanges } from '../../../../common/markup/element-changes';
import type { MarkupElement } from '../../../../common/markup/schema';
import { Survey } from '../../../../common/schemas/surveys';
import type { EntryProblem, OfflineDb, OutboxEntry } from '../../../offline/offline-db';
import type { NewEntry, Outbox } from '../../../offline/outbox';
import type { SyncAdapter } from '../../../offline/sync-engine';
import type { PreparedRequest } from '../../../offline/transport';
import { parseElements } from '../../../../common/markup/parse-elements';
import { MARKUP_ACTIONS } from './markup-actions';
import { markupDraftKey } from './draft-key';

// A drawing's unsent work (DESIGN §5, §6): a draft in the device's database, holding the
// version and elements it is based on and the elements as drawn, plus ONE outbox entry per
// survey whose request is built when the engine sends it: the element changes since the base.
// Draft and entry are written in one transaction, so "saved on this device" is true when said.

export interface MarkupConflict {
  /** The survey as the server holds it: their drawing. */
  theirs: Survey;
  /** The elements both sides changed (ids). */
  elements: string[];
  /** The entry that met the conflict; it goes again once the user has chosen. */
  entryId: string;
}

export interface MarkupDraft {
  baseVersion: number;
  baseElements: MarkupElement[];
  elements: MarkupElement[];
  /**
   * The drawing's scale (feet per canvas unit, null: none) as the base has it and as set on the
   * device; a difference goes in the PATCH as markupScale. Absent in drafts kept before scales.
   */
  baseScale?: number | null;
  scale?: number | null;
  conflict?: MarkupConflict;
  /** What the request under way carries, so that its answer keeps the edits made meanwhile. */
  sent?: { entryId: string; elements: MarkupElement[]; scale?: number | null };
  /** For the entries made from the draft alone (after an answer, a conflict choice). */
  projectId: string;
  name: string;
  /** Grows with every write: a screen never goes back to an older state it hears of late. */
  rev: number;
}

/** What an open editor is told when the draft changes under it (an answer, a conflict, a choice). */
export interface DrawingState {
  rev: number;
  baseVersion: number;
  baseElements: readonly MarkupElement[];
  elements: readonly MarkupElement[];
  /** The drawing's scale as the draft holds it (its own, else the base's), and the base's. */
  scale: number | null;
  baseScale: number | null;
  conflict: MarkupConflict | null;
}

/** The server's drawing a new draft starts from. */
export interface DrawingBase {
  version: number;
  elements: readonly MarkupElement[];
  /** The survey's markupScale. */
  scale: number | null;
}

/** The survey a drawing belongs to, as its outbox entry names it. */
export interface DrawingTarget {
  surveyId: string;
  projectId: string;
  /** The survey's name ('Site Map', 'Unit 204 Floor Plan'). */
  name: string;
}

export type DrawingListener = (state: DrawingState) => void;

export { markupDraftKey };
export const surveyPath = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}`;

/** The body of a markup entry, built when it is sent: the element changes, and the scale when it changed. */
export interface MarkupChangesBody {
  markupChanges?: MarkupChanges;
  baseVersion: number;
  markupScale?: number | null;
}

export const hasChanges = (changes: MarkupChanges) => changes.upsert.length > 0 || changes.remove.length > 0;

/** The draft's scale: its own when set on the device, else its base's. */
export const draftScale = (draft: Pick<MarkupDraft, 'scale' | 'baseScale'>): number | null => (draft.scale !== undefined ? draft.scale : (draft.baseScale ?? null));

/** Whether the draft's scale differs from its base's (it goes with the next request). */
export const scaleChanged = (draft: Pick<MarkupDraft, 'scale' | 'baseScale'>): boolean => draft.scale !== undefined && draft.scale !== (draft.baseScale ?? null);

/** Whether the draft holds anything to send: element changes, or a new scale. */
export const draftHasChanges = (draft: Pick<MarkupDraft, 'baseElements' | 'elements' | 'scale' | 'baseScale'>): boolean =>
  scaleChanged(draft) || hasChanges(diffElements(draft.baseElements, draft.elements));

function changedIds(base: readonly MarkupElement[], list: readonly MarkupElement[]): Set<string> {
  const changes = diffElements(base, list);
  return new Set([...changes.upsert.map((element) => element.id), ...changes.remove]);
}

const byId = (elements: readonly MarkupElement[]) => new Map(elements.map((element) => [element.id, element]));

/** The elements both the draft and their drawing changed since the base, to different ends. */
export function overlappingElements(draft: Pick<MarkupDraft, 'baseElements' | 'elements'>, theirs: readonly MarkupElement[]): string[] {
  const theirChanges = changedIds(draft.baseElements, theirs);
  const mine = byId(draft.elements);
  const their = byId(theirs);
  return [...changedIds(draft.baseElements, draft.elements)].filter((id) => theirChanges.has(id) && !sameJson(mine.get(id), their.get(id)));
}

/**
 * The draft's own changes laid over their drawing, which becomes the base. The scale is not
 * merged per element: a scale set on the device stays (it is sent, and the last one sent wins),
 * else theirs is the drawing's. `theirScale` undefined: their scale is not known (kept as it was).
 */
function rebase(
  draft: MarkupDraft,
  version: number,
  theirs: MarkupElement[],
  theirScale: number | null | undefined,
  keep: (id: string) => boolean = () => true,
): MarkupDraft {
  const onto = (list: readonly MarkupElement[]) => {
    const mine = diffElements(draft.baseElements, list);
    return applyChanges(theirs, { upsert: mine.upsert.filter((element) => keep(element.id)), remove: mine.remove.filter(keep) });
  };
  const { conflict: _conflict, sent, ...rest } = draft;
  const baseScale = theirScale === undefined ? (draft.baseScale ?? null) : theirScale;
  return {
    ...rest,
    baseVersion: version,
    baseElements: theirs,
    elements: onto(draft.elements),
    baseScale,
    scale: scaleChanged(draft) ? draftScale(draft) : baseScale,
    ...(sent ? { sent: { ...sent, elements: onto(sent.elements) } } : {}),
  };
}

const stateOf = (draft: MarkupDraft): DrawingState => ({
  rev: draft.rev,
  baseVersion: draft.baseVersion,
  baseElements: draft.baseElements,
  elements: draft.elements,
  scale: draftScale(draft),
  baseScale: draft.baseScale ?? null,
  conflict: draft.conflict ?? null,
});

/** A survey answer with what the draft needs of it; anything else is not trusted as a base. */
const SurveyAnswer = z.looseObject({ version: z.number().int(), markupElements: z.array(z.unknown()), markupScale: z.number().nullable().optional() });

/** 409 VERSION_CONFLICT details of a survey PATCH: their survey, and the elements in question. */
const MarkupConflictDetails = z.looseObject({ survey: Survey, elements: z.array(z.string()).optional() });

async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: one call per byte would be slow, one call for all would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export interface MarkupDraftsOptions {
  outbox: Outbox;
  /** The signed-in user (the engine's owner): drafts and entries are theirs. */
  owner: () => string | null;
  now?: () => number;
  /** The autosave delay: an entry is not sent before this long after the last change. */
  delayMs?: number;
}

/**
 * Every drawing's draft on the device and its one outbox entry; also the markup half of the
 * sync engine's adapter (prepare, delivered, conflict). Pure of React: editors (MarkupSync) and
 * the engine share one instance.
 */
export class MarkupDrafts {
  readonly db: OfflineDb;
  private readonly now: () => number;
  private readonly delayMs: number;
  private readonly listeners = new Map<string, Set<DrawingListener>>();
  private lastRev = 0;

  constructor(private readonly options: MarkupDraftsOptions) {
    this.db = options.outbox.db;
    this.now = options.now ?? Date.now;
    this.delayMs = options.delayMs ?? MARKUP_AUTOSAVE_MS;
  }

  private get outbox(): Outbox {
    return this.options.outbox;
  }

  private requireOwner(): string {
    const owner = this.options.owner();
    if (!owner) throw new Error('Nobody is signed in: the drawing cannot be kept.');
    return owner;
  }

  private transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.db.transaction('rw', this.db.outbox, this.db.blobs, this.db.drafts, work);
  }

  private nextRev(): number {
    this.lastRev = Math.max(this.now(), this.lastRev + 1);
    return this.lastRev;
  }

  /** Tells the editors open on a survey what its drawing is now. */
  subscribe(surveyId: string, listener: DrawingListener): () => void {
    const set = this.listeners.get(surveyId) ?? new Set();
    set.add(listener);
    this.listeners.set(surveyId, set);
    return () => set.delete(listener);
  }

  private notify(surveyId: string, state: DrawingState) {
    this.listeners.get(surveyId)?.forEach((listener) => listener(state));
  }

  /** The drawing as this device holds it, while it has changes to send (else undefined: the server's is it). */
  async drawing(surveyId: string): Promise<DrawingState | undefined> {
    const draft = await this.read(surveyId);
    return draft ? stateOf(draft) : undefined;
  }

  async read(surveyId: string): Promise<MarkupDraft | undefined> {
    const row = await this.db.drafts.get(markupDraftKey(surveyId));
    if (!row) return undefined;
    const draft = row.value as MarkupDraft;
    this.lastRev = Math.max(this.lastRev, draft.rev);
    return draft;
  }

  /** Writes the draft, or drops it once nothing is left to send nor to choose. */
  private async store(owner: string, surveyId: string, draft: MarkupDraft) {
    const key = markupDraftKey(surveyId);
    if (!draft.conflict && !draftHasChanges(draft)) await this.db.drafts.delete(key);
    else await this.db.drafts.put({ key, owner, value: draft, updatedAt: this.now() });
  }

  private entry(surveyId: string, projectId: string, name: string, notBefore: number): NewEntry {
    return {
      method: 'PATCH',
      path: surveyPath(surveyId),
      target: { type: 'survey', id: surveyId, parentId: projectId },
      action: 'markup',
      summary: `${name} · drawing`,
      notBefore,
    };
  }

  private async markupEntries(owner: string, surveyId: string): Promise<OutboxEntry[]> {
    return (await this.outbox.list(owner)).filter((entry) => entry.action === 'markup' && entry.target.type === 'survey' && entry.target.id === surveyId);
  }

  /**
   * Makes sure the draft has an entry to go with: the one held by a conflict goes again (its
   * body built anew), else a waiting one is kept (made due now when `now`), else one is added.
   * `leaving` is the entry being answered, removed right after.
   */
  private async ensureEntry(owner: string, surveyId: string, draft: MarkupDraft, options: { now: boolean; leaving?: string }) {
    const entries = await this.markupEntries(owner, surveyId);
    const held = draft.conflict ? entries.find((entry) => entry.id === draft.conflict!.entryId && entry.state === 'conflict') : undefined;
    if (held) {
      await this.outbox.update(held.id, { state: 'pending', problem: undefined, notBefore: this.now() });
      return;
    }
    const waiting = entries.find((entry) => entry.state === 'pending' && entry.id !== options.leaving);
    if (waiting) {
      if (options.now) await this.outbox.update(waiting.id, { notBefore: this.now(), state: 'pending' });
      return;
    }
    await this.outbox.add(owner, this.entry(surveyId, draft.projectId, draft.name, options.now ? this.now() : this.now() + this.delayMs));
  }

  /**
   * The editor's own changes, applied to the draft (made from `base` when there is none) and
   * committed with the survey's one entry, due after the autosave delay. While a conflict waits
   * for the user, only the draft is written: nothing is sent before the choice. `scale`: the
   * drawing's new scale (null: none), when the editor changed it.
   */
  async change(target: DrawingTarget, changes: MarkupChanges, base: DrawingBase, scale?: number | null): Promise<DrawingState> {
    const owner = this.requireOwner();
    return this.transaction(async () => {
      const draft: MarkupDraft = (await this.read(target.surveyId)) ?? {
        baseVersion: base.version,
        baseElements: [...base.elements],
        elements: [...base.elements],
        baseScale: base.scale,
        scale: base.scale,
        projectId: target.projectId,
        name: target.name,
        rev: 0,
      };
      const next: MarkupDraft = {
        ...draft,
        projectId: target.projectId,
        name: target.name,
        elements: applyChanges(draft.elements, changes),
        ...(scale !== undefined ? { scale, baseScale: draft.baseScale ?? base.scale } : {}),
        rev: this.nextRev(),
      };
      const entry = this.entry(target.surveyId, target.projectId, target.name, this.now() + this.delayMs);
      if (next.conflict) await this.store(owner, target.surveyId, next);
      else await this.outbox.upsert(owner, entry, () => this.store(owner, target.surveyId, next));
      return stateOf(next);
    });
  }

  /**
   * Save to Project: the drawing's waiting entry is due now. Its id, to wait for (null when none
   * waits), and whether an earlier one was refused (it holds the rest back until retried).
   */
  async flush(surveyId: string): Promise<{ entryId: string | null; failed: boolean }> {
    const owner = this.requireOwner();
    const entries = await this.markupEntries(owner, surveyId);
    const failed = entries.some((entry) => entry.state === 'failed');
    const waiting = entries.find((entry) => entry.state === 'pending');
    if (!waiting) return { entryId: null, failed };
    // 'pending' again, so that the outbox wakes the engine.
    await this.outbox.update(waiting.id, { notBefore: this.now(), state: 'pending' });
    return { entryId: waiting.id, failed };
  }

  /**
   * A newer server survey (a refetch, another write's answer): the draft is laid over it when
   * the two touch different elements, so that others' work appears. When both changed one
   * element it is left as is: sending it meets the conflict, which the user then sees.
   * Null when there is no draft.
   */
  async rebaseOnto(surveyId: string, survey: Pick<Survey, 'version' | 'markupElements' | 'markupScale'>): Promise<DrawingState | null> {
    const owner = this.requireOwner();
    const state = await this.transaction(async () => {
      const draft = await this.read(surveyId);
      if (!draft) return null;
      if (draft.conflict || survey.version <= draft.baseVersion) return stateOf(draft);
      const theirs = parseElements(survey.markupElements);
      if (overlappingElements(draft, theirs).length > 0) return stateOf(draft);
      const next = { ...rebase(draft, survey.version, theirs, survey.markupScale), rev: this.nextRev() };
      await this.store(owner, surveyId, next);
      return stateOf(next);
    });
    if (state) this.notify(surveyId, state);
    return state;
  }

  /** Keep mine: my changes over their drawing, sent again. */
  keepMine(surveyId: string): Promise<DrawingState | null> {
    return this.choose(surveyId, () => () => true);
  }

  /** Take theirs: their element (or its absence) for each one in conflict; my other changes still go. */
  takeTheirs(surveyId: string): Promise<DrawingState | null> {
    return this.choose(surveyId, (conflict) => {
      const theirs = new Set(conflict.elements);
      return (id) => !theirs.has(id);
    });
  }

  private async choose(surveyId: string, keeps: (conflict: MarkupConflict) => (id: string) => boolean): Promise<DrawingState | null> {
    const owner = this.requireOwner();
    const state = await this.transaction(async () => {
      const draft = await this.read(surveyId);
      if (!draft?.conflict) return draft ? stateOf(draft) : null;
      const { theirs } = draft.conflict;
      const next = { ...rebase(draft, theirs.version, parseElements(theirs.markupElements), theirs.markupScale, keeps(draft.conflict)), rev: this.nextRev() };
      await this.store(owner, surveyId, next);
      if (draftHasChanges(next)) await this.ensureEntry(owner, surveyId, draft, { now: true });
      else await this.outbox.remove(draft.conflict.entryId);
      return stateOf(next);
    });
    if (state) this.notify(surveyId, state);
    return state;
  }

  // The sync engine's side (see markupAdapter below).

  /** The element changes since the base (and the scale, when set anew), and what they were made from; null when none are left. */
  async prepare(entry: OutboxEntry): Promise<PreparedRequest | null> {
    const owner = this.requireOwner();
    const surveyId = entry.target.id;
    return this.transaction(async () => {
      const draft = await this.read(surveyId);
      if (!draft) return null;
      const markupChanges = diffElements(draft.baseElements, draft.elements);
      const newScale = scaleChanged(draft);
      if (!hasChanges(markupChanges) && !newScale) {
        await this.store(owner, surveyId, draft);
        return null;
      }
      const sent = { entryId: entry.id, elements: draft.elements, ...(newScale ? { scale: draftScale(draft) } : {}) };
      await this.db.drafts.put({ key: markupDraftKey(surveyId), owner, value: { ...draft, sent }, updatedAt: this.now() });
      const body: MarkupChangesBody = {
        ...(hasChanges(markupChanges) ? { markupChanges } : {}),
        baseVersion: draft.baseVersion,
        ...(newScale ? { markupScale: draftScale(draft) } : {}),
      };
      return { method: 'PATCH', path: entry.path, body };
    });
  }

  /**
   * The server merged the changes and answered the survey: it is the new base, and what was
   * drawn while the request was under way is laid over it and stays to be sent.
   */
  async delivered(entry: OutboxEntry, answer: unknown): Promise<void> {
    const parsed = SurveyAnswer.safeParse(answer);
    if (!parsed.success) return;
    const owner = this.requireOwner();
    const surveyId = entry.target.id;
    const answerElements = parseElements(parsed.data.markupElements);
    const state = await this.transaction(async () => {
      const draft = await this.read(surveyId);
      if (!draft) return null;
      const sentOne = draft.sent?.entryId === entry.id ? draft.sent : undefined;
      const sentElements = sentOne ? sentOne.elements : draft.elements;
      const meanwhile = diffElements(sentElements, draft.elements);
      // The scale: the answer's, unless another was set while the request was under way.
      const sentScale = sentOne ? (sentOne.scale !== undefined ? sentOne.scale : (draft.baseScale ?? null)) : draftScale(draft);
      const answerScale = parsed.data.markupScale !== undefined ? parsed.data.markupScale : sentScale;
      const scale = draftScale(draft) !== sentScale ? draftScale(draft) : answerScale;
      const { sent: _sent, ...rest } = draft;
      const next: MarkupDraft = {
        ...rest,
        baseVersion: parsed.data.version,
        baseElements: answerElements,
        elements: applyChanges(answerElements, meanwhile),
        baseScale: answerScale,
        scale,
        rev: this.nextRev(),
      };
      await this.store(owner, surveyId, next);
      if (draftHasChanges(next) && !next.conflict) {
        // Edits made meanwhile went to an entry of their own (the answered one is never merged
        // into); should there be none, one is made.
        await this.ensureEntry(owner, surveyId, next, { now: false, leaving: entry.id });
      }
      return stateOf(next);
    });
    if (state) this.notify(surveyId, state);
  }

  /** 409: someone else changed the same elements. Kept in the draft for the user to choose. */
  async conflict(entry: OutboxEntry, problem: EntryProblem): Promise<'shown' | 'resolved'> {
    const details = MarkupConflictDetails.safeParse(problem.details);
    if (!details.success) {
      // Without their drawing there is nothing to choose from: listed as failed, with retry.
      await this.outbox.setState(entry.id, 'failed', problem);
      return 'shown';
    }
    const owner = this.requireOwner();
    const surveyId = entry.target.id;
    const theirs = details.data.survey;
    const theirElements = parseElements(theirs.markupElements);
    const result = await this.transaction(async (): Promise<{ outcome: 'shown' | 'resolved'; state: DrawingState | null }> => {
      const draft = await this.read(surveyId);
      if (!draft) return { outcome: 'resolved', state: null };
      const ids = details.data.elements ?? overlappingElements(draft, theirElements);
      if (ids.length === 0 && theirs.version > draft.baseVersion) {
        // Nothing of mine meets theirs: laid over their drawing and sent again at once.
        const next = { ...rebase(draft, theirs.version, theirElements, theirs.markupScale), rev: this.nextRev() };
        await this.store(owner, surveyId, next);
        return { outcome: 'resolved', state: stateOf(next) };
      }
      const { sent: _sent, ...rest } = draft;
      const next: MarkupDraft = { ...rest, conflict: { theirs, elements: ids, entryId: entry.id }, rev: this.nextRev() };
      await this.store(owner, surveyId, next);
      return { outcome: 'shown', state: stateOf(next) };
    });
    if (result.state) this.notify(surveyId, result.state);
    return result.outcome;
  }
}

/** The body of a background entry: a stored image becomes the data URL PATCH takes, when sent. */
export async function prepareBackgroundEntry(db: OfflineDb, entry: OutboxEntry): Promise<PreparedRequest> {
  const blobId = entry.blobIds[0];
  if (entry.body !== undefined || !blobId) return { method: entry.method, path: entry.path, body: entry.body };
  const stored = await db.blobs.get(blobId);
  if (!stored) throw new Error('The image of this map is no longer on this device.');
  return { method: entry.method, path: entry.path, body: { uploadedImage: await blobToDataUrl(stored.blob) } };
}

/** The engine's adapter for drawings and their backgrounds, over one MarkupDrafts. */
export function createMarkupAdapter(drafts: () => MarkupDrafts): Required<SyncAdapter> {
  return {
    actions: MARKUP_ACTIONS,
    prepare: (entry) => (entry.action === 'background' ? prepareBackgroundEntry(drafts().db, entry) : drafts().prepare(entry)),
    delivered: async (entry, answer) => {
      if (entry.action === 'markup') await drafts().delivered(entry, answer);
    },
    conflict: async (entry, problem) => (entry.action === 'markup' ? drafts().conflict(entry, problem) : 'shown'),
  };
}
