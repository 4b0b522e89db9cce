import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, retryAfterSeconds } from './login-throttle';

const now = new Date('2025-01-01T12:00:00.000Z');
const startedAgo = (ms: number) => ({ windowStartedAt: new Date(now.getTime() - ms), now });

describe('retryAfterSeconds', () => {
  it('counts the whole seconds until the window ends, rounding up', () => {
    expect(retryAfterSeconds([startedAgo(0)])).toBe(15 * 60);
    expect(retryAfterSeconds([startedAgo(LOGIN_WINDOW_MS - 1500)])).toBe(2);
  });

  it('answers the earliest end when either window ending lifts the refusal', () => {
    expect(retryAfterSeconds([startedAgo(60_000), startedAgo(10 * 60_000)])).toBe(5 * 60);
  });

  it('never answers less than a second, even for a window that has just ended', () => {
    expect(retryAfterSeconds([startedAgo(LOGIN_WINDOW_MS + 5000)])).toBe(1);
  });
});
