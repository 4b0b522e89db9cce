import Dexie from 'dexie';
import type { EntryAction, EntryProblem, EntryState, EntryTarget, EntryUpload, OfflineDb, OutboxEntry, WriteMethod } from './offline-db';
import { newId } from '../lib/new-id';

/** A write to keep on the device until the server has it. */
export interface NewEntry {
  /** Defaults to a fresh UUID; it is also the Idempotency-Key. */
  id?: string;
  method: WriteMethod;
  path: string;
  body?: unknown;
  upload?: EntryUpload;
  target: EntryTarget;
  action: EntryAction;
  summary: string;
  /** How it will look once sent (see OutboxEntry.preview). */
  preview?: Record<string, unknown>;
  /** Not sent before (an autosave's delay). */
  notBefore?: number;
}

export interface NewBlob {
  id: string;
  blob: Blob;
}

function bodySize(body: unknown): number {
  return body === undefined ? 0 : new Blob([JSON.stringify(body)]).size;
}

/** The targets an entry set touches and everything that belongs to them (a survey's photos and their labels). */
export function familyOf(entries: readonly OutboxEntry[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const entry of entries) {
      if (entry.target.parentId !== undefined && ids.has(entry.target.parentId) && !ids.has(entry.target.id)) {
        ids.add(entry.target.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** An entry that makes its target: deleting that target before it is sent needs no request at all. */
function makesTarget(entry: OutboxEntry): boolean {
  return entry.action === 'create' || entry.action === 'upload';
}

/**
 * The outbox's writes, each in one IndexedDB transaction with the blobs and drafts that go with
 * it, so that "saved on this device" is only ever said of something committed.
 */
export class Outbox {
  constructor(
    readonly db: OfflineDb,
    /** The entry the sync engine is sending now: it is never cancelled or merged into. */
    private readonly inFlight: () => string | null = () => null,
    private readonly now: () => number = Date.now,
    private readonly onAdded: () => void = () => undefined,
  ) {}

  /**
   * Wakes the engine once the entry is committed: inside a caller's larger transaction (a form
   * writing its draft too), only when that one commits, or the engine could read the old state.
   */
  private added() {
    const outer = Dexie.currentTransaction;
    if (outer) outer.on('complete', () => this.onAdded());
    else this.onAdded();
  }

  private make(owner: string, entry: NewEntry, blobs: readonly NewBlob[]): OutboxEntry {
    const now = this.now();
    return {
      id: entry.id ?? newId(),
      owner,
      method: entry.method,
      path: entry.path,
      ...(entry.body !== undefined ? { body: entry.body } : {}),
      ...(entry.upload ? { upload: entry.upload } : {}),
      ...(entry.preview ? { preview: entry.preview } : {}),
      blobIds: blobs.map((blob) => blob.id),
      target: entry.target,
      action: entry.action,
      summary: entry.summary,
      size: bodySize(entry.body) + blobs.reduce((total, blob) => total + blob.blob.size, 0),
      state: 'pending',
      attempts: 0,
      notBefore: entry.notBefore ?? now,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Every entry of the owner, in replay order. */
  list(owner: string): Promise<OutboxEntry[]> {
    return this.db.outbox.where('owner').equals(owner).sortBy('seq');
  }

  get(id: string): Promise<OutboxEntry | undefined> {
    return this.db.outbox.where('id').equals(id).first();
  }

  /**
   * Adds a write. A delete first takes back what is still waiting for its target: deleting what
   * was made on this device and never sent sends nothing at all, and changes to something being
   * deleted are not sent. Only a delete of the target itself: a DELETE of a part of it (a
   * photo's pin) leaves the target's other changes waiting.
   */
  async add(owner: string, entry: NewEntry, blobs: readonly NewBlob[] = []): Promise<OutboxEntry | null> {
    const stored = await this.db.transaction('rw', this.db.outbox, this.db.blobs, async () => {
      if (entry.method === 'DELETE' && entry.action === 'delete') {
        const waiting = await this.list(owner);
        const family = familyOf(waiting, entry.target.id);
        const busy = this.inFlight();
        const cancelled = waiting.filter((other) => family.has(other.target.id) && other.id !== busy);
        const madeHere = cancelled.some((other) => other.target.id === entry.target.id && makesTarget(other));
        await this.removeEntries(cancelled);
        if (madeHere) return null;
      }
      const made = this.make(owner, entry, blobs);
      if (blobs.length > 0) await this.db.blobs.bulkPut(blobs.map((blob) => ({ id: blob.id, blob: blob.blob })));
      await this.db.outbox.add(made);
      return made;
    });
    this.added();
    return stored;
  }

  /**
   * The one waiting entry of an action on a target (a form's or a drawing's unsent changes,
   * whose body is built when sent), added if there is none; `also` runs in the same transaction
   * (the draft it stands for). An entry being sent, or whose body was already built, is never
   * merged into: a new one follows it. Returns the entry.
   */
  async upsert(owner: string, entry: NewEntry, also?: () => Promise<unknown>): Promise<OutboxEntry> {
    const stored = await this.db.transaction('rw', this.db.outbox, this.db.drafts, async () => {
      if (also) await also();
      const existing = (await this.db.outbox.where('[target.type+target.id]').equals([entry.target.type, entry.target.id]).toArray()).find(
        (other) => other.owner === owner && other.action === entry.action && other.state === 'pending' && !other.prepared && other.id !== this.inFlight(),
      );
      if (existing) {
        const changes: Partial<OutboxEntry> = {
          summary: entry.summary,
          notBefore: entry.notBefore ?? this.now(),
          updatedAt: this.now(),
          ...(entry.body !== undefined ? { body: entry.body, size: bodySize(entry.body) } : {}),
          ...(entry.preview ? { preview: entry.preview } : {}),
        };
        await this.db.outbox.update(existing.seq!, changes);
        return { ...existing, ...changes };
      }
      const made = this.make(owner, entry, []);
      await this.db.outbox.add(made);
      return made;
    });
    this.added();
    return stored;
  }

  /** Changes what an entry sends and when (a conflict resolved, a draft flushed). */
  async update(id: string, changes: Partial<Pick<OutboxEntry, 'body' | 'prepared' | 'notBefore' | 'state' | 'problem' | 'attempts' | 'summary' | 'preview'>>) {
    const entry = await this.get(id);
    if (!entry) return;
    const next: Partial<OutboxEntry> = { ...changes, updatedAt: this.now() };
    // A conflict the user resolved is built again from the draft, on the version they chose.
    if (entry.state === 'conflict' && changes.state === 'pending' && entry.prepared && changes.body === undefined) {
      next.prepared = false;
      next.body = undefined;
    }
    if (changes.body !== undefined) next.size = bodySize(changes.body) + (entry.size - bodySize(entry.body));
    await this.db.outbox.update(entry.seq!, next);
    if (changes.state === 'pending' || changes.notBefore !== undefined) this.added();
  }

  async setState(id: string, state: EntryState, problem?: EntryProblem) {
    await this.update(id, { state, problem });
  }

  /** A failed entry tried again from the start. */
  async retry(id: string) {
    await this.update(id, { state: 'pending', attempts: 0, notBefore: this.now(), problem: undefined });
  }

  /** The server has it: the entry and its blobs go, together. */
  async remove(id: string) {
    await this.db.transaction('rw', this.db.outbox, this.db.blobs, async () => {
      const entry = await this.get(id);
      if (entry) await this.removeEntries([entry]);
    });
  }

  /**
   * What discarding an entry also takes: discarding a create takes what depends on it (the
   * survey's fields, photos and drawings), which could never be sent without it.
   */
  async dependants(owner: string, id: string): Promise<OutboxEntry[]> {
    const entries = await this.list(owner);
    const entry = entries.find((other) => other.id === id);
    if (!entry) return [];
    if (!makesTarget(entry)) return [entry];
    const family = familyOf(entries, entry.target.id);
    return entries.filter((other) => other.id === id || (family.has(other.target.id) && (other.seq ?? 0) > (entry.seq ?? 0)));
  }

  /**
   * Drops an entry the user gave up on (and, for a create, what depends on it). A form's or a
   * drawing's entry takes its draft along: those unsent edits are what was given up.
   */
  async discard(owner: string, id: string) {
    await this.db.transaction('rw', this.db.outbox, this.db.blobs, this.db.drafts, async () => {
      const busy = this.inFlight();
      const dropped = (await this.dependants(owner, id)).filter((entry) => entry.id !== busy);
      await this.removeEntries(dropped);
      const drafts = dropped.filter((entry) => entry.action === 'form' || entry.action === 'markup').map((entry) => `${entry.action}:${entry.target.id}`);
      if (drafts.length > 0) await this.db.drafts.bulkDelete(drafts);
    });
  }

  /** Everything of an owner (sign-out with discard). */
  async clearOwner(owner: string) {
    await this.db.transaction('rw', this.db.outbox, this.db.blobs, this.db.drafts, async () => {
      await this.removeEntries(await this.list(owner));
      await this.db.drafts.where('owner').equals(owner).delete();
    });
  }

  private async removeEntries(entries: readonly OutboxEntry[]) {
    if (entries.length === 0) return;
    await this.db.outbox.bulkDelete(entries.map((entry) => entry.seq!));
    const blobIds = entries.flatMap((entry) => entry.blobIds);
    if (blobIds.length > 0) await this.db.blobs.bulkDelete(blobIds);
  }
}
