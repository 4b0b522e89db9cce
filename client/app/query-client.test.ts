import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient, sessionIsStale } from './query-client';

describe('sessionIsStale', () => {
  it('is true for an ended session and for a required password change', () => {
    expect(sessionIsStale(new ApiError(401, '', { code: 'UNAUTHENTICATED', message: 'You are not signed in.' }))).toBe(true);
    expect(
      sessionIsStale(new ApiError(403, '', { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Change it.' })),
    ).toBe(true);
  });

  it('is false for a failed sign-in and other errors', () => {
    expect(sessionIsStale(new ApiError(401, '', { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' }))).toBe(false);
    expect(sessionIsStale(new ApiError(403, '', { code: 'FORBIDDEN', message: 'No.' }))).toBe(false);
    expect(sessionIsStale(new Error('offline'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('uses the spec defaults: no retry, always stale, refetch on focus, no polling', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, staleTime: 0, refetchOnWindowFocus: true, refetchInterval: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
