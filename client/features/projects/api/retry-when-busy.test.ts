import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { retryWhenBusy } from './retry-when-busy';

const busy = () => new ApiError(429, 'busy', { code: 'DOWNLOADS_BUSY', message: 'Another download is running.' }, '3');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryWhenBusy', () => {
  it('counts down the seconds the server asked for, then asks again', async () => {
    const download = vi.fn<() => Promise<string>>().mockRejectedValueOnce(busy()).mockResolvedValueOnce('file');
    const waiting: number[] = [];
    const result = retryWhenBusy(download, (left) => waiting.push(left));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await result).toBe('file');
    expect(waiting).toEqual([3, 2, 1]);
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('throws any other failure at once', async () => {
    const failure = new ApiError(404, 'gone', { code: 'NOT_FOUND', message: 'Not found.' });
    await expect(retryWhenBusy(() => Promise.reject(failure), () => undefined)).rejects.toBe(failure);
  });

  it('stops waiting when cancelled', async () => {
    const abort = new AbortController();
    const result = retryWhenBusy(() => Promise.reject(busy()), () => undefined, abort.signal);
    const settled = expect(result).rejects.toBe('left the page');
    abort.abort('left the page');
    await settled;
  });
});
