/*
 * The photo upload queue as a pure state machine. Each file is a row that moves
 *   queued → uploading → processing (bytes sent, the server is decoding) → gone on success
 *                     ↘ failed → queued again on retry, or gone on dismiss
 * and a cancel removes a row in any state. Finished rows leave the queue: the photo itself
 * then shows in the survey's photo list.
 */

/** Files sent at the same time; the rest wait their turn. */
export const UPLOAD_CONCURRENCY = 2;

export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'failed';

export interface NewUpload {
  /** Also the photo's id on the server, so that a retry of the same file is never a duplicate. */
  key: string;
  surveyId: string;
  name: string;
  size: number;
  elevationLevel: number;
}

export interface UploadItem extends NewUpload {
  status: UploadStatus;
  loaded: number;
  total: number;
  error: string | null;
  /** Whether sending the same file again may work (not for a file the server refused). */
  retryable: boolean;
}

export interface UploadQueueState {
  items: UploadItem[];
}

export type UploadQueueAction =
  | { type: 'enqueue'; uploads: NewUpload[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'succeed'; key: string }
  | { type: 'fail'; key: string; message: string; retryable: boolean }
  | { type: 'retry'; key: string }
  | { type: 'cancel'; key: string }
  | { type: 'dismiss'; key: string };

export const EMPTY_UPLOAD_QUEUE: UploadQueueState = { items: [] };

const isRunning = (item: UploadItem) => item.status === 'uploading' || item.status === 'processing';

function update(state: UploadQueueState, key: string, change: (item: UploadItem) => UploadItem | null): UploadQueueState {
  const index = state.items.findIndex((item) => item.key === key);
  if (index === -1) return state;
  const item = state.items[index]!;
  const next = change(item);
  if (next === item) return state;
  const items = [...state.items];
  if (next) items[index] = next;
  else items.splice(index, 1);
  return { items };
}

export function uploadQueueReducer(state: UploadQueueState, action: UploadQueueAction): UploadQueueState {
  switch (action.type) {
    case 'enqueue': {
      const known = new Set(state.items.map((item) => item.key));
      const added = action.uploads
        .filter((upload) => !known.has(upload.key))
        .map((upload): UploadItem => ({ ...upload, status: 'queued', loaded: 0, total: upload.size, error: null, retryable: true }));
      return added.length === 0 ? state : { items: [...state.items, ...added] };
    }
    case 'start':
      return update(state, action.key, (item) =>
        item.status === 'queued' ? { ...item, status: 'uploading', loaded: 0, error: null } : item,
      );
    case 'progress':
      return update(state, action.key, (item) => {
        if (!isRunning(item)) return item;
        const total = Math.max(0, action.total);
        const loaded = Math.min(Math.max(0, action.loaded), total);
        return { ...item, loaded, total, status: total > 0 && loaded >= total ? 'processing' : 'uploading' };
      });
    case 'succeed':
      return update(state, action.key, (item) => (isRunning(item) ? null : item));
    case 'fail':
      return update(state, action.key, (item) =>
        isRunning(item) ? { ...item, status: 'failed', error: action.message, retryable: action.retryable } : item,
      );
    case 'retry':
      return update(state, action.key, (item) =>
        item.status === 'failed' && item.retryable ? { ...item, status: 'queued', loaded: 0, error: null } : item,
      );
    case 'cancel':
      return update(state, action.key, () => null);
    case 'dismiss':
      return update(state, action.key, (item) => (item.status === 'failed' ? null : item));
  }
}

/** The queued rows to start now, oldest first, so that at most `limit` run at once. */
export function uploadsToStart(state: UploadQueueState, limit = UPLOAD_CONCURRENCY): UploadItem[] {
  const free = limit - state.items.filter(isRunning).length;
  if (free <= 0) return [];
  return state.items.filter((item) => item.status === 'queued').slice(0, free);
}

/**
 * Whether a failed upload is worth sending again: no answer at all (network) or a server or
 * timing trouble is; a refusal of the file itself (415 not an image, 413 too large, 400) is not.
 */
export function isRetryableFailure(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status >= 500 || status === 408 || status === 429;
}

/** Whole percent of the bytes sent; 100 only once every byte is. */
export function uploadPercent(item: Pick<UploadItem, 'loaded' | 'total'>): number {
  if (item.total <= 0) return 0;
  return Math.min(100, Math.floor((item.loaded / item.total) * 100));
}

/** The short status line of a row. */
export function uploadStatusText(item: UploadItem): string {
  switch (item.status) {
    case 'queued':
      return 'Waiting...';
    case 'uploading':
      return `${uploadPercent(item)}%`;
    case 'processing':
      return 'Processing...';
    case 'failed':
      return item.error ?? 'Failed';
  }
}
