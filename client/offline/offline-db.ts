import Dexie, { type EntityTable } from 'dexie';

// The device's one database (DESIGN §6): every write waits in the outbox until the server has
// it; photo and background bytes wait beside it as Blobs; drafts keep what a form or a drawing
// holds that is not sent yet; the read cache lets the app start without signal.

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an entry changes, so that screens can lay it over what they read. */
export interface EntryTarget {
  /** 'units': one bulk create of a project's units (its id is the entry's own). */
  type: 'project' | 'survey' | 'photo' | 'building' | 'unit-type' | 'units' | 'comment';
  id: string;
  /** The project of a survey, a building, a unit type or a bulk create; the survey of a photo or a comment. */
  parentId?: string;
  /** Records made by other entries that this one needs there first (a bulk create's building and unit type). */
  needs?: string[];
  /** Records this entry makes besides its target (the units of a bulk create). */
  makes?: string[];
}

/**
 * What kind of change an entry is. Screens lay pending entries over cached reads by it, the sync
 * panel names them by it, and adapters prepare the ones whose body is built when sent.
 */
export type EntryAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'form'
  | 'complete'
  | 'template'
  | 'markup'
  | 'background'
  | 'upload'
  | 'label'
  /** A photo's pin on a plan: PUT places or moves it, DELETE takes it off (the photo stays). */
  | 'pin';

export type EntryState = 'pending' | 'failed' | 'conflict';

export interface EntryProblem {
  status: number;
  code?: string;
  message: string;
  details?: unknown;
}

/** A multipart upload: text fields first, then the file from the blobs table. */
export interface EntryUpload {
  fields: Record<string, string>;
  fileField: string;
  fileName: string;
  blobId: string;
}

export interface OutboxEntry {
  /** Replay order. */
  seq?: number;
  /** Also the Idempotency-Key the server sees, so a replay is answered, not applied twice. */
  id: string;
  /** The user whose write it is; another account signing in on this device never sends it. */
  owner: string;
  method: WriteMethod;
  path: string;
  body?: unknown;
  /**
   * An adapter built the body when it was first sent. From then on that exact body is what
   * goes, however often it is retried: the server may have applied it already and would answer
   * a replay of its Idempotency-Key with the first answer, whatever a rebuilt body said. Later
   * edits wait in the draft for the next entry.
   */
  prepared?: boolean;
  upload?: EntryUpload;
  /** Blobs that belong to this entry and go when it goes. */
  blobIds: string[];
  target: EntryTarget;
  action: EntryAction;
  /** For people: what this change is ("Unit 204 · form"). */
  summary: string;
  /**
   * What the change will look like once the server has it, laid over cached reads meanwhile: a
   * whole record for a create or upload (a Survey, a Photo), the shown fields for an update.
   */
  preview?: Record<string, unknown>;
  /** Bytes it will send (the photo's size for an upload). */
  size: number;
  state: EntryState;
  attempts: number;
  problem?: EntryProblem;
  /** Not sent before this time (autosave delays, backoff after a refused dependency). */
  notBefore: number;
  createdAt: number;
  updatedAt: number;
}

export interface StoredBlob {
  id: string;
  blob: Blob;
}

export interface Draft<T = unknown> {
  /** `form:{surveyId}`, `markup:{surveyId}`. */
  key: string;
  owner: string;
  value: T;
  updatedAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type OfflineDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'seq'>;
  blobs: EntityTable<StoredBlob, 'id'>;
  drafts: EntityTable<Draft, 'key'>;
  meta: EntityTable<MetaRow, 'key'>;
  cache: EntityTable<MetaRow, 'key'>;
};

export const OFFLINE_DB_NAME = 'riser';

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    outbox: '++seq, &id, owner, [target.type+target.id], target.parentId',
    blobs: 'id',
    drafts: 'key, owner',
    meta: 'key',
    cache: 'key',
  });
  return db;
}

let shared: OfflineDb | undefined;

/** The app's database (tests open their own with openOfflineDb). */
export function offlineDb(): OfflineDb {
  shared ??= openOfflineDb();
  return shared;
}
