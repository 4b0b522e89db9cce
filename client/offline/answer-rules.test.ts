import { describe, expect, it } from 'vitest';
import { backoffDelay, fitsTarget, judgeAnswer, MAX_SOFT_ATTEMPTS } from './answer-rules';

const answer = (status: number, code?: string, retryAfterSeconds?: number) => ({ kind: 'answer' as const, status, code, retryAfterSeconds });

describe('judgeAnswer (DESIGN §6)', () => {
  it('removes an entry the server took', () => {
    expect(judgeAnswer('PATCH', answer(200), 1)).toEqual({ kind: 'done' });
    expect(judgeAnswer('POST', answer(201), 1)).toEqual({ kind: 'done' });
    expect(judgeAnswer('DELETE', answer(204), 1)).toEqual({ kind: 'done' });
  });

  it('stops at a network error and keeps the entry', () => {
    expect(judgeAnswer('PATCH', { kind: 'unreachable' }, 1)).toEqual({ kind: 'offline' });
  });

  it('counts a delete of something already gone as done, but not other 404s', () => {
    expect(judgeAnswer('DELETE', answer(404, 'NOT_FOUND'), 1)).toEqual({ kind: 'done' });
    expect(judgeAnswer('PATCH', answer(404, 'NOT_FOUND'), 1)).toEqual({ kind: 'failed' });
  });

  it('turns a version conflict into a conflict for the user, and another 409 into a failure', () => {
    expect(judgeAnswer('PATCH', answer(409, 'VERSION_CONFLICT'), 1)).toEqual({ kind: 'conflict' });
    expect(judgeAnswer('POST', answer(409, 'CONFLICT'), 1)).toEqual({ kind: 'failed' });
  });

  it('pauses for sign-in on 401 and on a required password change', () => {
    expect(judgeAnswer('PUT', answer(401, 'UNAUTHENTICATED'), 1)).toEqual({ kind: 'signed-out' });
    expect(judgeAnswer('PUT', answer(403, 'PASSWORD_CHANGE_REQUIRED'), 1)).toEqual({ kind: 'signed-out' });
    expect(judgeAnswer('PUT', answer(403, 'FORBIDDEN'), 1)).toEqual({ kind: 'failed' });
  });

  it('retries a missing parent a few passes, then lists it as failed', () => {
    expect(judgeAnswer('POST', answer(424, 'PARENT_NOT_FOUND'), 1)).toEqual({ kind: 'wait-for-parent', delayMs: 2000 });
    expect(judgeAnswer('POST', answer(424, 'PARENT_NOT_FOUND'), MAX_SOFT_ATTEMPTS)).toEqual({ kind: 'failed' });
  });

  it('waits out throttling, proxies and restarts without giving up', () => {
    expect(judgeAnswer('PATCH', answer(429, 'TOO_MANY_REQUESTS', 120), 9)).toEqual({ kind: 'retry-later', delayMs: 120_000 });
    expect(judgeAnswer('PATCH', answer(503), 9)).toEqual({ kind: 'retry-later', delayMs: 60_000 });
    expect(judgeAnswer('PATCH', answer(500), 1)).toEqual({ kind: 'retry-later', delayMs: 2000 });
    expect(judgeAnswer('PATCH', answer(500), MAX_SOFT_ATTEMPTS)).toEqual({ kind: 'failed' });
  });

  it('lists any other refusal as failed', () => {
    expect(judgeAnswer('PUT', answer(400, 'VALIDATION_FAILED'), 1)).toEqual({ kind: 'failed' });
    expect(judgeAnswer('POST', answer(413, 'PAYLOAD_TOO_LARGE'), 1)).toEqual({ kind: 'failed' });
  });

  it('backs off from 2 s to at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoffDelay)).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});

describe('fitsTarget', () => {
  it('takes only the record the write changed, or nothing for a delete', () => {
    expect(fitsTarget('PATCH', { id: 's1', version: 2 }, 's1')).toBe(true);
    expect(fitsTarget('POST', { id: 'other' }, 's1')).toBe(false);
    expect(fitsTarget('PATCH', undefined, 's1')).toBe(false);
    expect(fitsTarget('PATCH', '<html>', 's1')).toBe(false);
    expect(fitsTarget('PUT', [{ id: 's1' }], 's1')).toBe(false);
    expect(fitsTarget('DELETE', undefined, 's1')).toBe(true);
    expect(fitsTarget('DELETE', { ok: true }, 's1')).toBe(true);
    expect(fitsTarget('DELETE', '<html>', 's1')).toBe(false);
  });

  it('takes a bulk create of units by its list of units, never a page or a single record', () => {
    expect(fitsTarget('POST', { created: 2, existing: 0, units: [{ id: 'u1' }, { id: 'u2' }] }, 'k1', 'units')).toBe(true);
    expect(fitsTarget('POST', { id: 'k1' }, 'k1', 'units')).toBe(false);
    expect(fitsTarget('POST', '<html>', 'k1', 'units')).toBe(false);
  });
});
