import { isApiError } from '../../../lib/api-client';

// Heavy downloads (report, PDF, photos, spreadsheets) run a few at a time per user and per
// server (DESIGN §14): past that the server answers 429 DOWNLOADS_BUSY with Retry-After, and the
// button waits and asks again by itself, saying so.

/** When the server asks for no Retry-After (a proxy stripped it): ask again this soon. */
const DEFAULT_RETRY_SECONDS = 5;
/** Longer than this and the person is better told than kept waiting. */
const MAX_RETRY_SECONDS = 60;

/** Seconds to wait before asking again when the server said "not now" to a download; undefined for any other failure. */
export function busyRetrySeconds(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429 || error.code !== 'DOWNLOADS_BUSY') return undefined;
  const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS;
  return Math.min(MAX_RETRY_SECONDS, Math.max(1, Math.ceil(seconds)));
}

/** What a download button says while it waits for its turn. */
export function busyWaitingLabel(secondsLeft: number): string {
  return `Another download is running; trying again in ${secondsLeft} s`;
}

/** What a screen reader hears once while a download waits (the countdown itself is not announced). */
export const BUSY_WAITING_ANNOUNCEMENT = 'Another download is running; waiting for its turn…';
