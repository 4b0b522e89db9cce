import { describe, expect, it } from 'vitest';
import {
  EMPTY_UPLOAD_QUEUE,
  isRetryableFailure,
  UPLOAD_CONCURRENCY,
  uploadPercent,
  uploadQueueReducer as reduce,
  uploadStatusText,
  uploadsToStart,
  type NewUpload,
  type UploadQueueState,
} from './upload-queue';

const file = (key: string, size = 1000): NewUpload => ({ key, surveyId: 's1', name: `${key}.jpg`, size, elevationLevel: 0 });
const queued = (...keys: string[]) => reduce(EMPTY_UPLOAD_QUEUE, { type: 'enqueue', uploads: keys.map((k) => file(k)) });
const statuses = (state: UploadQueueState) => state.items.map((item) => `${item.key}:${item.status}`);

describe('upload queue', () => {
  it('queues files in order with no progress yet, ignoring a key already queued', () => {
    const state = queued('a', 'b');
    expect(statuses(state)).toEqual(['a:queued', 'b:queued']);
    expect(state.items[0]).toMatchObject({ loaded: 0, total: 1000, error: null });
    expect(reduce(state, { type: 'enqueue', uploads: [file('a')] })).toBe(state);
  });

  it('starts two at a time, oldest first, and the next when one finishes', () => {
    expect(UPLOAD_CONCURRENCY).toBe(2);
    let state = queued('a', 'b', 'c');
    expect(uploadsToStart(state).map((i) => i.key)).toEqual(['a', 'b']);
    state = reduce(reduce(state, { type: 'start', key: 'a' }), { type: 'start', key: 'b' });
    expect(uploadsToStart(state)).toEqual([]);
    state = reduce(state, { type: 'progress', key: 'a', loaded: 1000, total: 1000 });
    expect(uploadsToStart(state)).toEqual([]);
    state = reduce(state, { type: 'succeed', key: 'a' });
    expect(statuses(state)).toEqual(['b:uploading', 'c:queued']);
    expect(uploadsToStart(state).map((i) => i.key)).toEqual(['c']);
  });

  it('follows progress, and turns to processing once every byte is sent', () => {
    let state = reduce(queued('a'), { type: 'start', key: 'a' });
    state = reduce(state, { type: 'progress', key: 'a', loaded: 250, total: 1200 });
    expect(state.items[0]).toMatchObject({ status: 'uploading', loaded: 250, total: 1200 });
    expect(uploadPercent(state.items[0]!)).toBe(20);
    expect(uploadStatusText(state.items[0]!)).toBe('20%');
    state = reduce(state, { type: 'progress', key: 'a', loaded: 1300, total: 1200 });
    expect(state.items[0]).toMatchObject({ status: 'processing', loaded: 1200 });
    expect(uploadPercent(state.items[0]!)).toBe(100);
    expect(uploadStatusText(state.items[0]!)).toBe('Processing...');
  });

  it('ignores progress and results for rows that are not running', () => {
    const state = queued('a');
    expect(reduce(state, { type: 'progress', key: 'a', loaded: 5, total: 10 })).toBe(state);
    expect(reduce(state, { type: 'succeed', key: 'a' })).toBe(state);
    expect(reduce(state, { type: 'fail', key: 'a', message: 'x', retryable: true })).toBe(state);
    expect(reduce(state, { type: 'progress', key: 'zzz', loaded: 5, total: 10 })).toBe(state);
  });

  it('keeps a failed row with its message until retried or dismissed', () => {
    let state = reduce(queued('a'), { type: 'start', key: 'a' });
    state = reduce(state, { type: 'progress', key: 'a', loaded: 400, total: 1000 });
    state = reduce(state, { type: 'fail', key: 'a', message: 'Only JPEG, PNG, GIF and WebP photos can be uploaded.', retryable: true });
    expect(state.items[0]).toMatchObject({ status: 'failed', error: 'Only JPEG, PNG, GIF and WebP photos can be uploaded.' });
    expect(uploadStatusText(state.items[0]!)).toBe('Only JPEG, PNG, GIF and WebP photos can be uploaded.');
    expect(uploadsToStart(state)).toEqual([]);

    const retried = reduce(state, { type: 'retry', key: 'a' });
    expect(retried.items[0]).toMatchObject({ status: 'queued', loaded: 0, error: null });
    expect(uploadsToStart(retried).map((i) => i.key)).toEqual(['a']);

    expect(reduce(state, { type: 'dismiss', key: 'a' }).items).toEqual([]);
  });

  it('does not retry a file the server refused', () => {
    let state = reduce(queued('a'), { type: 'start', key: 'a' });
    state = reduce(state, { type: 'fail', key: 'a', message: 'Only JPEG, PNG, GIF and WebP photos can be uploaded.', retryable: false });
    expect(state.items[0]!.retryable).toBe(false);
    expect(reduce(state, { type: 'retry', key: 'a' })).toBe(state);
    expect(reduce(state, { type: 'dismiss', key: 'a' }).items).toEqual([]);
  });

  it('retries network and server troubles, not refusals of the file', () => {
    expect(isRetryableFailure(undefined)).toBe(true);
    expect(isRetryableFailure(500)).toBe(true);
    expect(isRetryableFailure(503)).toBe(true);
    expect(isRetryableFailure(408)).toBe(true);
    expect(isRetryableFailure(429)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(isRetryableFailure(status)).toBe(false);
  });

  it('dismisses only failed rows', () => {
    const state = reduce(queued('a'), { type: 'start', key: 'a' });
    expect(reduce(state, { type: 'dismiss', key: 'a' })).toBe(state);
    expect(reduce(queued('b'), { type: 'retry', key: 'b' }).items[0]!.status).toBe('queued');
  });

  it('cancels a row in any state, freeing its slot', () => {
    let state = queued('a', 'b', 'c');
    state = reduce(reduce(state, { type: 'start', key: 'a' }), { type: 'start', key: 'b' });
    state = reduce(state, { type: 'cancel', key: 'a' });
    expect(statuses(state)).toEqual(['b:uploading', 'c:queued']);
    expect(uploadsToStart(state).map((i) => i.key)).toEqual(['c']);
    state = reduce(state, { type: 'cancel', key: 'c' });
    expect(statuses(state)).toEqual(['b:uploading']);
  });

  it('shows a queued row as waiting and counts an empty file as 0%', () => {
    expect(uploadStatusText(queued('a').items[0]!)).toBe('Waiting...');
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
  });
});
