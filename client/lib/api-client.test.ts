import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getErrorMessage, getQueryFn, queryKeyToPath } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function queryContext(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as never;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with cookies and answers the parsed body', async () => {
    const fetchMock = stubFetch(json(200, { ok: true }));
    await expect(apiRequest('POST', '/api/login', { email: 'a@b.c', password: 'x' })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.c","password":"x"}' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no content type when there is no payload', async () => {
    const fetchMock = stubFetch(json(200, []));
    await apiRequest('GET', '/api/projects');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('asks the browser to keep small bodies alive past the page, never large ones', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('PATCH', '/api/surveys/1', { formData: { floor: 2 } }, { keepalive: true });
    await apiRequest('PATCH', '/api/surveys/1', { notes: 'x'.repeat(70_000) }, { keepalive: true });
    await apiRequest('PATCH', '/api/surveys/1', { formData: { floor: 3 } });
    expect(fetchMock.mock.calls.map(([, init]) => init!.keepalive)).toEqual([true, false, false]);
  });

  it('passes FormData through untouched', async () => {
    const fetchMock = stubFetch(json(201, { id: '1' }));
    const form = new FormData();
    form.append('elevationLevel', '2');
    await apiRequest('POST', '/api/surveys/1/photos', form);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/projects/1')).resolves.toBeUndefined();
  });

  it('throws "status: response text" and keeps the error body', async () => {
    const body = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' };
    stubFetch(json(401, body));
    const error = await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`401: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(401);
    expect(apiError.code).toBe('INVALID_CREDENTIALS');
    expect(apiError.serverMessage).toBe('Invalid email or password.');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('GET', '/api/projects').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a plain-text error body as the text', async () => {
    stubFetch(new Response('upstream down', { status: 500 }));
    const error = (await apiRequest('GET', '/api/projects').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: upstream down');
    expect(error.code).toBeUndefined();
  });
});

describe('getErrorMessage', () => {
  it("prefers the server's message", () => {
    const error = new ApiError(400, '{}', { code: 'WRONG_PASSWORD', message: 'Current password is incorrect.' });
    expect(getErrorMessage(error, 'Failed to change password.')).toBe('Current password is incorrect.');
  });

  it('falls back when there is no server message', () => {
    expect(getErrorMessage(new ApiError(502, 'Bad Gateway'), 'Fallback.')).toBe('Fallback.');
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Fallback.')).toBe('Fallback.');
  });
});

describe('getQueryFn', () => {
  const unauthenticated = { code: 'UNAUTHENTICATED', message: 'You are not signed in.' };

  it('reads the query key as a GET path', async () => {
    const fetchMock = stubFetch(json(200, { id: 'p1' }));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/projects', 'p1']))).resolves.toEqual({ id: 'p1' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/projects/p1');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
  });

  it("answers null for a 401 with on401 'returnNull' (signed out)", async () => {
    stubFetch(json(401, unauthenticated));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/user']))).resolves.toBeNull();
  });

  it("throws a 401 with on401 'throw'", async () => {
    stubFetch(json(401, unauthenticated));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/projects']))).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('still throws other errors with returnNull', async () => {
    stubFetch(json(403, { code: 'PASSWORD_CHANGE_REQUIRED', message: 'You must change your password before continuing.' }));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/user']))).rejects.toMatchObject({ status: 403 });
  });
});

describe('queryKeyToPath', () => {
  it('joins string and number parts and skips the rest', () => {
    expect(queryKeyToPath(['/api/projects', 'p1', 'surveys'])).toBe('/api/projects/p1/surveys');
    expect(queryKeyToPath(['/api/user'])).toBe('/api/user');
    expect(queryKeyToPath(['/api/photos', 3, { size: 'thumb' }])).toBe('/api/photos/3');
  });
});
