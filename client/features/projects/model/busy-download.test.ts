import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { busyRetrySeconds, busyWaitingLabel } from './busy-download';

const refusal = (status: number, code: string, retryAfter: string | null) =>
  new ApiError(status, 'refused', { code, message: 'Another download is running. Try again in a moment.' }, retryAfter);

describe('a download the server refused for now', () => {
  it('waits the seconds the server asked for, within reason', () => {
    expect(busyRetrySeconds(refusal(429, 'DOWNLOADS_BUSY', '5'))).toBe(5);
    expect(busyRetrySeconds(refusal(429, 'DOWNLOADS_BUSY', '0.2'))).toBe(1);
    expect(busyRetrySeconds(refusal(429, 'DOWNLOADS_BUSY', null))).toBe(5);
    expect(busyRetrySeconds(refusal(429, 'DOWNLOADS_BUSY', '3600'))).toBe(60);
  });

  it('leaves every other failure to the caller', () => {
    expect(busyRetrySeconds(refusal(429, 'TOO_MANY_REQUESTS', '5'))).toBeUndefined();
    expect(busyRetrySeconds(refusal(404, 'NOT_FOUND', null))).toBeUndefined();
    expect(busyRetrySeconds(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('says why the button waits, and for how long', () => {
    expect(busyWaitingLabel(4)).toBe('Another download is running; trying again in 4 s');
  });
});
