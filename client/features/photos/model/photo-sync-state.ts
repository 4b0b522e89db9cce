import type { Photo, PhotoConflictDetails } from '../../../../common/schemas/photos';
import type { EntryProblem, OutboxEntry } from '../../../offline/offline-db';
import type { SyncStatus } from '../../../offline/sync-engine';

// What a photo card says about the writes of its photo still on the device (DESIGN §6: the
// surveyor always sees what is still waiting). Pure: built from the outbox entries and the sync
// engine's status, tested alone.

export type PhotoSyncState =
  /** The upload is being sent now. */
  | { kind: 'uploading'; entryId: string; loaded: number; total: number }
  | { kind: 'waiting-upload'; entryId: string; reachable: boolean }
  | { kind: 'upload-failed'; entryId: string; message: string; canRetry: boolean }
  | { kind: 'deleting'; entryId: string; sending: boolean; reachable: boolean }
  | { kind: 'delete-failed'; entryId: string; message: string; canRetry: boolean }
  /** Someone else changed the label since the version this one is based on. */
  | { kind: 'label-conflict'; entryId: string; theirs: Photo | null }
  | { kind: 'label-failed'; entryId: string; message: string; canRetry: boolean }
  | { kind: 'label-waiting'; entryId: string }
  /** A pin placed, moved or removed on this device, not sent yet. */
  | { kind: 'pin-waiting'; entryId: string }
  | { kind: 'pin-failed'; entryId: string; message: string; canRetry: boolean };

export interface SyncView {
  current: SyncStatus['current'];
  reachable: boolean;
}

// The schema of a conflict's details, and zod with it, loads when a label conflict is met, not
// with every survey form: loadConflictReader() first, then theirPhoto() reads.
let conflictDetails: typeof PhotoConflictDetails | undefined;

/** Loads what reads a label conflict; theirPhoto() knows nothing until it has resolved. */
export async function loadConflictReader(): Promise<void> {
  conflictDetails ??= (await import('../../../../common/schemas/photos')).PhotoConflictDetails;
}

export const isConflictReaderLoaded = () => conflictDetails !== undefined;

/** Reads the photo of a label conflict (theirPhoto once loadConflictReader() resolved). */
export type ConflictReader = (problem: EntryProblem | undefined) => Photo | null;

/** Whether any of these entries is a label conflict, whose photo theirPhoto() reads. */
export const hasLabelConflict = (entries: readonly OutboxEntry[]) => entries.some((entry) => entry.action === 'label' && entry.state === 'conflict');

/** The photo as it is on the server now, from a 409 VERSION_CONFLICT's details (once loadConflictReader() resolved). */
export function theirPhoto(problem: EntryProblem | undefined): Photo | null {
  const parsed = conflictDetails?.safeParse(problem?.details);
  return parsed?.success ? parsed.data.photo : null;
}

/**
 * Whether sending a refused write again may work: it never got an answer, or the server was in
 * trouble or the photo's survey was still missing; not a refusal of the write itself (a file
 * too large or not an image, a blank label).
 */
export function canRetry(problem: EntryProblem | undefined): boolean {
  const status = problem?.status ?? 0;
  return status === 0 || status >= 500 || status === 408 || status === 424 || status === 429;
}

function stateOf(photoEntries: readonly OutboxEntry[], view: SyncView, readTheirs: ConflictReader): PhotoSyncState | null {
  const last = (action: OutboxEntry['action']) => photoEntries.findLast((entry) => entry.action === action);
  const refusal = (entry: OutboxEntry) => ({ entryId: entry.id, message: entry.problem?.message ?? 'The server refused it.', canRetry: canRetry(entry.problem) });

  // A waiting delete matters most: the photo is on its way out.
  const remove = last('delete');
  if (remove) {
    if (remove.state === 'failed') return { kind: 'delete-failed', ...refusal(remove) };
    return { kind: 'deleting', entryId: remove.id, sending: view.current?.entryId === remove.id, reachable: view.reachable };
  }
  const upload = last('upload');
  if (upload) {
    if (upload.state === 'failed') return { kind: 'upload-failed', ...refusal(upload) };
    if (view.current?.entryId === upload.id) return { kind: 'uploading', entryId: upload.id, loaded: view.current.loaded, total: view.current.total };
    return { kind: 'waiting-upload', entryId: upload.id, reachable: view.reachable };
  }
  const label = last('label');
  if (label) {
    if (label.state === 'conflict') return { kind: 'label-conflict', entryId: label.id, theirs: readTheirs(label.problem) };
    if (label.state === 'failed') return { kind: 'label-failed', ...refusal(label) };
    return { kind: 'label-waiting', entryId: label.id };
  }
  const pin = last('pin');
  if (pin) {
    if (pin.state === 'failed') return { kind: 'pin-failed', ...refusal(pin) };
    return { kind: 'pin-waiting', entryId: pin.id };
  }
  return null;
}

/**
 * What each photo of the survey shows about its writes still on the device. `readTheirs` reads
 * a label conflict's photo: theirPhoto, or a reader that knows it has not loaded yet.
 */
export function photoSyncStates(
  surveyId: string,
  entries: readonly OutboxEntry[],
  view: SyncView,
  readTheirs: ConflictReader = theirPhoto,
): Map<string, PhotoSyncState> {
  const byPhoto = new Map<string, OutboxEntry[]>();
  for (const entry of entries) {
    if (entry.target.type !== 'photo' || entry.target.parentId !== surveyId) continue;
    byPhoto.set(entry.target.id, [...(byPhoto.get(entry.target.id) ?? []), entry]);
  }
  const states = new Map<string, PhotoSyncState>();
  for (const [photoId, photoEntries] of byPhoto) {
    const state = stateOf(photoEntries, view, readTheirs);
    if (state) states.set(photoId, state);
  }
  return states;
}

/** Whole percent of the bytes sent; 100 only once every byte is. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** The short line a photo card shows for its state. */
export function photoSyncText(state: PhotoSyncState): string {
  switch (state.kind) {
    case 'uploading': {
      const percent = uploadPercent(state.loaded, state.total);
      // Every byte sent: the server now checks and resizes the photo.
      return percent >= 100 ? 'Processing...' : `Uploading ${percent}%`;
    }
    case 'waiting-upload':
      return state.reachable ? 'Waiting to upload' : 'Waiting for connection';
    case 'upload-failed':
      return `Not uploaded: ${state.message}`;
    case 'deleting':
      if (state.sending) return 'Deleting...';
      return state.reachable ? 'Waiting to delete' : 'Will be deleted when back online';
    case 'delete-failed':
      return `Not deleted: ${state.message}`;
    case 'label-conflict':
      return state.theirs ? `Label changed elsewhere: '${state.theirs.label ?? ''}'` : 'Label changed elsewhere';
    case 'label-failed':
      return `Label not saved: ${state.message}`;
    case 'label-waiting':
      return 'Label waiting to send';
    case 'pin-waiting':
      return 'Pin waiting to send';
    case 'pin-failed':
      return `Pin not saved: ${state.message}`;
  }
}

/** Whether the photo is still only on this device (its card shows the bytes kept here). */
export function isOnlyOnDevice(state: PhotoSyncState | undefined): boolean {
  return state?.kind === 'uploading' || state?.kind === 'waiting-upload' || state?.kind === 'upload-failed';
}

/** Whether the card's photo is on its way out (dimmed, no edit, no gallery). */
export function isBeingDeleted(state: PhotoSyncState | undefined): boolean {
  return state?.kind === 'deleting' || state?.kind === 'delete-failed';
}

/** The label entry's body as sent, when it is one. */
function labelBody(entry: OutboxEntry): { label: string; baseVersion?: number } | null {
  const body = entry.body as { label?: unknown; baseVersion?: unknown } | undefined;
  if (typeof body?.label !== 'string') return null;
  return { label: body.label, ...(typeof body.baseVersion === 'number' ? { baseVersion: body.baseVersion } : {}) };
}

/**
 * "Keep mine" on a label conflict: the same label sent again, now based on their version (so it
 * replaces theirs knowingly). Without their version the label is sent without one: the last
 * write wins, which is what keeping mine means.
 */
export function keepMineChanges(entry: OutboxEntry): Pick<OutboxEntry, 'body' | 'state' | 'problem'> {
  const theirs = theirPhoto(entry.problem);
  const body = labelBody(entry);
  const label = body?.label ?? '';
  return { body: theirs ? { label, baseVersion: theirs.version } : { label }, state: 'pending', problem: undefined };
}

export interface LabelPlan {
  /** A label entry of the photo not sent yet that the new label takes the place of. */
  replaces: OutboxEntry | null;
  baseVersion: number;
}

/**
 * How a new label is queued. One label entry per photo waits at a time: a second edit takes the
 * place of the first (which the server never saw, so the version stays the one it was based on);
 * an edit over a conflict is based on their version (the card showed theirs); an edit over a
 * refused one replaces it, so the photo's writes are not held behind it.
 */
export function planLabelChange(photo: Pick<Photo, 'id' | 'version'>, entries: readonly OutboxEntry[]): LabelPlan {
  const previous = entries.findLast((entry) => entry.target.type === 'photo' && entry.target.id === photo.id && entry.action === 'label');
  if (!previous) return { replaces: null, baseVersion: photo.version };
  if (previous.state === 'conflict') return { replaces: previous, baseVersion: theirPhoto(previous.problem)?.version ?? photo.version };
  return { replaces: previous, baseVersion: labelBody(previous)?.baseVersion ?? photo.version };
}
