import type { UploadProgress } from '../lib/api-client';
import { backoffDelay, judgeAnswer, type Verdict } from './answer-rules';
import type { EntryAction, EntryProblem, OutboxEntry } from './offline-db';
import type { Outbox } from './outbox';
import { nextToSend } from './replay-order';
import { runExclusively } from './runner-lock';
import { sendRequest, type PreparedRequest, type Sent } from './transport';

/**
 * A kind of write whose request is built when it is sent (a form's or a drawing's unsent
 * changes, kept as a draft) or whose answers need more than the default (conflicts).
 */
export interface SyncAdapter {
  actions: readonly EntryAction[];
  /** What to send now; null when nothing is left to send (the entry is then dropped). */
  prepare?: (entry: OutboxEntry) => Promise<PreparedRequest | null>;
  /** The server took it (before the entry is removed). */
  delivered?: (entry: OutboxEntry, answer: unknown) => Promise<void>;
  /** 409: keep what the user must see. 'resolved' sends the entry again at once. */
  conflict?: (entry: OutboxEntry, problem: EntryProblem) => Promise<'shown' | 'resolved'>;
}

/** How a write that someone waits for came out. */
export type Settlement =
  | { kind: 'delivered'; answer: unknown }
  /** Kept on the device: no connection, or not its turn yet. */
  | { kind: 'saved-on-device' }
  | { kind: 'conflict'; problem: EntryProblem }
  | { kind: 'failed'; problem: EntryProblem };

export interface SyncStatus {
  /** Whether the last request reached the server. */
  reachable: boolean;
  /** A pass is under way. */
  running: boolean;
  /** The session ended: entries wait for the same user to sign in again. */
  signedOut: boolean;
  /** The entry being sent, with its upload progress. */
  current: { entryId: string; loaded: number; total: number } | null;
  lastSyncAt: number | null;
  /** When the engine tries again by itself. */
  nextAttemptAt: number | null;
}

export type DeliveredListener = (entry: OutboxEntry, answer: unknown) => void;

export interface SyncEngineOptions {
  outbox: Outbox;
  send?: (request: PreparedRequest, options: { idempotencyKey: string; targetId: string; targetType?: string; onProgress: (progress: UploadProgress) => void }) => Promise<Sent>;
  now?: () => number;
  /** Runs a pass so that one tab at a time sends (Web Locks); tests pass a plain runner. */
  exclusive?: (run: () => Promise<void>) => Promise<boolean>;
  isReachable?: () => boolean;
  setReachable?: (reachable: boolean) => void;
}

const LAST_SYNC_KEY = 'lastSyncAt';

/**
 * The one sync engine (DESIGN §6): replays the outbox in order, one runner per browser, on
 * start, when the server is reachable again, on focus and on a backoff timer. It stops at the
 * first network error; answers are judged by answer-rules.ts.
 */
export class SyncEngine {
  private owner: string | null = null;
  private readonly adapters = new Map<EntryAction, SyncAdapter>();
  private readonly deliveredListeners = new Set<DeliveredListener>();
  private readonly statusListeners = new Set<() => void>();
  private readonly waiters = new Map<string, Set<(settlement: Settlement) => void>>();
  /** How the last entries came out, for a caller that starts waiting just after (a race with a fast server). */
  private readonly recent = new Map<string, Settlement>();
  private status: SyncStatus;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = Infinity;
  private running = false;
  private currentRun: Promise<void> = Promise.resolve();
  private again = false;
  private offlineAttempts = 0;
  private inFlightId: string | null = null;
  private readonly send: NonNullable<SyncEngineOptions['send']>;
  private readonly now: () => number;
  private readonly exclusive: NonNullable<SyncEngineOptions['exclusive']>;

  constructor(private readonly options: SyncEngineOptions) {
    this.send = options.send ?? sendRequest;
    this.now = options.now ?? Date.now;
    this.exclusive = options.exclusive ?? runExclusively;
    this.status = {
      reachable: options.isReachable?.() ?? true,
      running: false,
      signedOut: false,
      current: null,
      lastSyncAt: null,
      nextAttemptAt: null,
    };
    void options.outbox.db.meta.get(LAST_SYNC_KEY).then((row) => {
      if (typeof row?.value === 'number' && this.status.lastSyncAt === null) this.setStatus({ lastSyncAt: row.value });
    });
  }

  get outbox(): Outbox {
    return this.options.outbox;
  }

  register(adapter: SyncAdapter) {
    for (const action of adapter.actions) this.adapters.set(action, adapter);
  }

  /** The signed-in user; only their entries are sent. Null stops sending. */
  setOwner(owner: string | null) {
    if (owner === this.owner && !(owner && this.status.signedOut)) return;
    this.owner = owner;
    this.setStatus({ signedOut: false });
    if (owner) this.kick();
  }

  getOwner(): string | null {
    return this.owner;
  }

  /**
   * The signed-in user once the app knows who it is. Just after a start the screens' effects run
   * before the session is read back: the device's entries are theirs, not nobody's.
   */
  whenOwner(): Promise<string> {
    if (this.owner) return Promise.resolve(this.owner);
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (!this.owner) return;
        stop();
        resolve(this.owner);
      });
    });
  }

  /** The entry being sent now (never merged into or cancelled). */
  inFlight = (): string | null => this.inFlightId;

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /**
   * Another tab's runner delivered an entry of this device's outbox: this tab's reads take the
   * answer too, and whoever here waits for it hears it.
   */
  deliveredElsewhere(entry: OutboxEntry, answer: unknown) {
    this.deliveredListeners.forEach((listener) => listener(entry, answer));
    this.settle(entry.id, { kind: 'delivered', answer });
  }

  onDelivered(listener: DeliveredListener): () => void {
    this.deliveredListeners.add(listener);
    return () => this.deliveredListeners.delete(listener);
  }

  /** The server became reachable, the window came back, something was added: try now. */
  kick(delayMs = 0) {
    const at = this.now() + delayMs;
    if (this.timer !== undefined && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Infinity;
      void this.run();
    }, delayMs);
    if (delayMs > 0) this.setStatus({ nextAttemptAt: at });
  }

  /** Resolves once no pass is running (tests, and sign-out waiting for the outbox). */
  async settled(): Promise<void> {
    while (this.running) await this.currentRun;
  }

  /** Sends whatever is due now; resolves when this pass is over. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.currentRun;
    }
    this.currentRun = this.runPass();
    return this.currentRun;
  }

  private async runPass(): Promise<void> {
    this.running = true;
    // Running now: a pass already scheduled would only repeat this one.
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Infinity;
    this.setStatus({ running: true, nextAttemptAt: null });
    try {
      const ran = await this.exclusive(() => this.pass());
      // Another tab is sending: look again shortly, in case it stopped before our newest entry.
      if (!ran) this.kick(1000);
    } finally {
      this.running = false;
      this.setStatus({ running: false, current: null });
      if (this.again) {
        this.again = false;
        this.kick();
      }
    }
  }

  /**
   * Waits until the entry is delivered, refused or in conflict, or answers 'saved-on-device'
   * when the server cannot be reached or it takes longer than the wait.
   */
  whenSettled(entryId: string, waitMs: number): Promise<Settlement> {
    return new Promise((resolve) => {
      const timeout = setTimeout(() => finish({ kind: 'saved-on-device' }), waitMs);
      const finish = (settlement: Settlement) => {
        clearTimeout(timeout);
        this.waiters.get(entryId)?.delete(finish);
        resolve(settlement);
      };
      const known = this.recent.get(entryId);
      if (known) {
        finish(known);
        return;
      }
      const set = this.waiters.get(entryId) ?? new Set();
      set.add(finish);
      this.waiters.set(entryId, set);
      // Gone from the outbox without a word here: another tab delivered it.
      void this.outbox.get(entryId).then((entry) => {
        if (!entry && !this.recent.has(entryId)) finish({ kind: 'delivered', answer: undefined });
      });
    });
  }

  private settle(entryId: string, settlement: Settlement) {
    if (settlement.kind !== 'saved-on-device') {
      this.recent.set(entryId, settlement);
      if (this.recent.size > 100) this.recent.delete(this.recent.keys().next().value!);
    }
    const set = this.waiters.get(entryId);
    if (!set) return;
    this.waiters.delete(entryId);
    set.forEach((finish) => finish(settlement));
  }

  private settleAllWaiting() {
    for (const id of [...this.waiters.keys()]) this.settle(id, { kind: 'saved-on-device' });
  }

  private setStatus(patch: Partial<SyncStatus>) {
    this.status = { ...this.status, ...patch };
    this.statusListeners.forEach((listener) => listener());
  }

  private async pass() {
    const owner = this.owner;
    while (owner && owner === this.owner && !this.status.signedOut) {
      const entries = await this.outbox.list(owner);
      const { entry, wakeAt } = nextToSend(entries, this.now());
      if (!entry) {
        if (wakeAt !== null) this.kick(Math.max(0, wakeAt - this.now()));
        else this.setStatus({ nextAttemptAt: null });
        return;
      }
      const verdict = await this.deliver(entry);
      if (verdict === 'stop') return;
    }
  }

  private async prepare(entry: OutboxEntry): Promise<PreparedRequest | null> {
    const adapter = this.adapters.get(entry.action);
    if (adapter?.prepare && !entry.prepared) {
      const request = await adapter.prepare(entry);
      // Kept before it is sent: a retry, even after a reload, sends exactly this (see OutboxEntry.prepared).
      if (request) {
        await this.outbox.update(entry.id, { body: request.body, prepared: true });
        entry.body = request.body;
        entry.prepared = true;
      }
      return request;
    }
    const request: PreparedRequest = { method: entry.method, path: entry.path, body: entry.body };
    if (!entry.upload) return request;
    const stored = await this.outbox.db.blobs.get(entry.upload.blobId);
    if (!stored) throw new Error('The file of this upload is no longer on this device.');
    return { ...request, upload: { ...entry.upload, blob: stored.blob } };
  }

  /** Sends one entry and acts on the answer; 'stop' ends the pass. */
  private async deliver(entry: OutboxEntry): Promise<'next' | 'stop'> {
    // In flight until its answer is acted on: nothing is merged into it or cancelled meanwhile.
    this.inFlightId = entry.id;
    this.setStatus({ current: { entryId: entry.id, loaded: 0, total: entry.size } });
    try {
      let request: PreparedRequest | null;
      try {
        request = await this.prepare(entry);
      } catch (error) {
        const problem = { status: 0, message: error instanceof Error ? error.message : String(error) };
        await this.outbox.setState(entry.id, 'failed', problem);
        this.settle(entry.id, { kind: 'failed', problem });
        return 'next';
      }
      if (request === null) {
        await this.outbox.remove(entry.id);
        this.settle(entry.id, { kind: 'delivered', answer: undefined });
        return 'next';
      }
      const sent = await this.send(request, {
        idempotencyKey: entry.id,
        targetId: entry.target.id,
        targetType: entry.target.type,
        onProgress: ({ loaded, total }) => this.setStatus({ current: { entryId: entry.id, loaded, total } }),
      });
      return await this.act(entry, sent, judgeAnswer(entry.method, sent, entry.attempts + 1));
    } finally {
      this.inFlightId = null;
    }
  }

  private async act(entry: OutboxEntry, sent: Sent, verdict: Verdict): Promise<'next' | 'stop'> {
    const problem = problemOf(sent);
    switch (verdict.kind) {
      case 'done': {
        this.offlineAttempts = 0;
        this.options.setReachable?.(true);
        await this.adapters.get(entry.action)?.delivered?.(entry, sent.answer);
        this.deliveredListeners.forEach((listener) => listener(entry, sent.answer));
        await this.outbox.remove(entry.id);
        const lastSyncAt = this.now();
        void this.outbox.db.meta.put({ key: LAST_SYNC_KEY, value: lastSyncAt });
        this.setStatus({ lastSyncAt, reachable: true });
        this.settle(entry.id, { kind: 'delivered', answer: sent.answer });
        return 'next';
      }
      case 'offline': {
        this.offlineAttempts += 1;
        this.options.setReachable?.(false);
        this.setStatus({ reachable: false });
        this.settleAllWaiting();
        this.kick(backoffDelay(this.offlineAttempts));
        return 'stop';
      }
      case 'retry-later': {
        await this.outbox.update(entry.id, { attempts: entry.attempts + 1, problem });
        this.settleAllWaiting();
        this.kick(verdict.delayMs);
        return 'stop';
      }
      case 'signed-out': {
        this.setStatus({ signedOut: true });
        this.settleAllWaiting();
        return 'stop';
      }
      case 'conflict': {
        await this.outbox.setState(entry.id, 'conflict', problem);
        const outcome = (await this.adapters.get(entry.action)?.conflict?.(entry, problem)) ?? 'shown';
        if (outcome === 'resolved') await this.outbox.update(entry.id, { state: 'pending', problem: undefined });
        else this.settle(entry.id, { kind: 'conflict', problem });
        return 'next';
      }
      case 'wait-for-parent': {
        await this.outbox.update(entry.id, { attempts: entry.attempts + 1, notBefore: this.now() + verdict.delayMs, problem });
        return 'next';
      }
      case 'failed': {
        await this.outbox.update(entry.id, { state: 'failed', attempts: entry.attempts + 1, problem });
        this.settle(entry.id, { kind: 'failed', problem });
        return 'next';
      }
    }
  }
}

function problemOf(sent: Sent): EntryProblem {
  if (sent.kind === 'unreachable') return { status: 0, message: 'The server could not be reached.' };
  const body = sent.body as { message?: unknown; details?: unknown } | undefined;
  return {
    status: sent.status,
    ...(sent.code ? { code: sent.code } : {}),
    message: typeof body?.message === 'string' ? body.message : `The server answered ${sent.status}.`,
    ...(body?.details !== undefined ? { details: body.details } : {}),
  };
}
