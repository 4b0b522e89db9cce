import type { FormValue } from '../model/field-values';

// The form's last keystrokes before they reach IndexedDB (DESIGN §6: edits reach the device
// before the next frame). An IndexedDB transaction takes a few milliseconds and is aborted when
// the page goes away in the middle of it (a reload, a link to another page); a write to
// localStorage is done when the call returns. So each edit is written here first, and taken out
// once the draft's transaction that holds it has committed. Each edit has a number, and the draft
// keeps the highest it holds: what is still here with a higher number when a form opens was typed
// just before the page went, and is applied again.

/** One edit of a survey form, as the save controller applies it to its draft. */
export type FormOp = { kind: 'field'; name: string; value: FormValue } | { kind: 'name'; name: string };

/** An edit with its number, increasing on this device. */
export type JournaledOp = FormOp & { seq: number };

/** What the journal needs of localStorage (tests pass a Map-backed one). */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const journalPrefix = (owner: string) => `riser-form-journal:${owner}:`;
const journalKey = (owner: string, surveyId: string) => `${journalPrefix(owner)}${surveyId}`;

/** The surveys of this user with edits in the journal: typed before a page went away. */
export function surveysWithJournaledEdits(owner: string, storage: JournalStorage | null = defaultStorage()): string[] {
  if (!storage) return [];
  const prefix = journalPrefix(owner);
  const ids: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
  }
  return ids;
}

function defaultStorage(): JournalStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked by the browser's settings: the draft's transaction is all there is.
    return null;
  }
}

/** The newest number this page gave an edit (with no storage, the numbers still grow). */
let lastIssued = 0;

export class FormJournal {
  private readonly key: string;

  constructor(
    owner: string,
    surveyId: string,
    private readonly storage: JournalStorage | null = defaultStorage(),
  ) {
    this.key = journalKey(owner, surveyId);
  }

  /** The edits typed and not yet known to be in a committed draft, oldest first. */
  read(): JournaledOp[] {
    const text = this.storage?.getItem(this.key);
    if (!text) return [];
    try {
      const ops = JSON.parse(text) as unknown;
      return Array.isArray(ops) ? ops.filter(isJournaledOp) : [];
    } catch {
      return [];
    }
  }

  /** Written before the call returns: the edit survives the page going away right after. */
  append(op: FormOp): JournaledOp {
    const ops = this.read();
    // Numbers only grow: within this page, and whatever the clock does between two pages.
    const seq = Math.max(Date.now(), (ops.at(-1)?.seq ?? 0) + 1, lastIssued + 1);
    lastIssued = seq;
    const entry = { ...op, seq };
    this.write([...ops, entry]);
    return entry;
  }

  /** The edits up to `seq` are in a committed draft now. */
  dropThrough(seq: number) {
    const ops = this.read();
    const left = ops.filter((op) => op.seq > seq);
    if (left.length !== ops.length) this.write(left);
  }

  clear() {
    this.storage?.removeItem(this.key);
  }

  private write(ops: FormOp[]) {
    if (!this.storage) return;
    try {
      if (ops.length === 0) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, JSON.stringify(ops));
    } catch {
      // Full: the edit still goes to IndexedDB a moment later, as it did before the journal.
    }
  }
}

function isJournaledOp(value: unknown): value is JournaledOp {
  if (typeof value !== 'object' || value === null) return false;
  const op = value as { kind?: unknown; name?: unknown; seq?: unknown };
  return (op.kind === 'field' || op.kind === 'name') && typeof op.name === 'string' && typeof op.seq === 'number';
}
