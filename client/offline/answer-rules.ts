import type { NotReachedReason } from '../lib/api-client';
import type { WriteMethod } from './offline-db';

// DESIGN §6: what the sync engine does with each answer to a replayed write. Pure, so every
// rule is tested alone (answer-rules.test.ts).

/** What came back for one entry: an answer, or nothing at all (no network, a timeout). */
export type SendOutcome =
  | { kind: 'answer'; status: number; code?: string; body?: unknown; retryAfterSeconds?: number }
  | { kind: 'unreachable'; reason?: NotReachedReason };

export type Verdict =
  /** The server has it (or, for a delete, it is gone): the entry is done. */
  | { kind: 'done' }
  /** No connection: stop here, keep everything, try again later. */
  | { kind: 'offline' }
  /** The server cannot take it now (busy, restarting, throttling): stop and retry after the delay. */
  | { kind: 'retry-later'; delayMs: number }
  /** The session ended: pause until the user signs in again; nothing is dropped. */
  | { kind: 'signed-out' }
  /** Someone else changed the same thing: shown to the user, who chooses. */
  | { kind: 'conflict' }
  /** What it belongs to is not on the server yet: try again on a later pass. */
  | { kind: 'wait-for-parent'; delayMs: number }
  /** Refused for good: listed with retry and discard. */
  | { kind: 'failed' };

/** How many passes a write may meet a missing parent or a server error before it is listed as failed. */
export const MAX_SOFT_ATTEMPTS = 5;
const MAX_DELAY_MS = 60_000;

/** 2 s, 4 s, 8 s … up to a minute. */
export function backoffDelay(attempt: number): number {
  return Math.min(MAX_DELAY_MS, 2000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Whether a 2xx answer is what a write of this record answers (DESIGN §6, "Answers we trust"):
 * every write answers the record it changed, by its id; a delete may answer nothing. Anything
 * else (an empty body, a page, another shape) is not taken as delivered.
 */
export function fitsTarget(method: WriteMethod, answer: unknown, targetId: string, targetType?: string): boolean {
  if (answer === undefined) return method === 'DELETE';
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return false;
  // A bulk create of units answers {created, existing, units}, not one record.
  if (targetType === 'units') return Array.isArray((answer as { units?: unknown }).units);
  return method === 'DELETE' || (answer as { id?: unknown }).id === targetId;
}

export function judgeAnswer(method: WriteMethod, outcome: SendOutcome, attempts: number): Verdict {
  if (outcome.kind === 'unreachable') return { kind: 'offline' };
  const { status, code } = outcome;
  if (status >= 200 && status < 300) return { kind: 'done' };
  if (status === 401 || code === 'PASSWORD_CHANGE_REQUIRED') return { kind: 'signed-out' };
  if (status === 404 && method === 'DELETE') return { kind: 'done' };
  if (status === 409 && code === 'VERSION_CONFLICT') return { kind: 'conflict' };
  if (status === 424) {
    return attempts < MAX_SOFT_ATTEMPTS ? { kind: 'wait-for-parent', delayMs: backoffDelay(attempts) } : { kind: 'failed' };
  }
  if (status === 429) return { kind: 'retry-later', delayMs: Math.min(MAX_DELAY_MS * 15, (outcome.retryAfterSeconds ?? 30) * 1000) };
  // A proxy or a restarting server: the write is fine, the way to the server is not.
  if (status === 408 || status === 502 || status === 503 || status === 504) return { kind: 'retry-later', delayMs: backoffDelay(attempts) };
  if (status >= 500) return attempts < MAX_SOFT_ATTEMPTS ? { kind: 'retry-later', delayMs: backoffDelay(attempts) } : { kind: 'failed' };
  return { kind: 'failed' };
}
