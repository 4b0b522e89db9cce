import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RISER_REQUEST_ID_HEADER } from '../../common/http-headers';
import { currentUserQuery } from './current-user-query';

function answer(status: number, body: unknown) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', [RISER_REQUEST_ID_HEADER]: 'server' } });
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const read = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(currentUserQuery());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('currentUserQuery', () => {
  it('reads GET /api/user', async () => {
    const fetchMock = answer(200, { id: 'u1' });
    await expect(read()).resolves.toEqual({ id: 'u1' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user');
  });

  it('answers null for a 401: signed out is an answer', async () => {
    answer(401, { code: 'UNAUTHENTICATED', message: 'You are not signed in.' });
    await expect(read()).resolves.toBeNull();
  });

  it('still throws any other refusal (a required password change)', async () => {
    answer(403, { code: 'PASSWORD_CHANGE_REQUIRED', message: 'You must change your password before continuing.' });
    await expect(read()).rejects.toMatchObject({ status: 403 });
  });
});
