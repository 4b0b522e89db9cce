import { afterEach, describe, expect, it, vi } from 'vitest';
import { RISER_REQUEST_ID_HEADER } from '../../common/http-headers';
import { ApiError, apiGet, apiRequest, getErrorMessage, NotReachedError, onServerReach, type Reach } from './api-client';

/** The server's way: its answer echoes the request's X-Riser-Request-Id. */
function echoing(response: Response, init: RequestInit | undefined): Response {
  const id = (init?.headers as Record<string, string> | undefined)?.[RISER_REQUEST_ID_HEADER];
  if (id) response.headers.set(RISER_REQUEST_ID_HEADER, id);
  return response;
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (_path, init) => echoing(response, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Someone else's answer: a captive portal's page, a proxy's, a foreign host's. */
function stubForeignFetch(response: Response) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(response));
}

function heardReaches() {
  const heard: Reach[] = [];
  const stop = onServerReach((reach) => heard.push(reach));
  return { heard, stop };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (_path, init) => echoing(json(200, {}), init));
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

describe('answers that are not the server\'s (DESIGN §6)', () => {
  const portalPage = () => new Response('<html><body>Accept the terms</body></html>', { status: 200, headers: { 'content-type': 'text/html' } });

  it('sends a fresh X-Riser-Request-Id with every request and follows no redirect', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (_path, init) => echoing(json(200, {}), init));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/projects');
    await apiRequest('GET', '/api/projects');
    const ids = fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)[RISER_REQUEST_ID_HEADER]);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(fetchMock.mock.calls[0]![1]!.redirect).toBe('manual');
  });

  it.each([
    ['a captive portal\'s 200 login page', portalPage],
    ['an empty 200', () => new Response('', { status: 200 })],
    ['JSON without the echo', () => json(200, [{ id: 'p1' }])],
    ['a 204', () => new Response(null, { status: 204 })],
    ['a proxy\'s 401 page', () => new Response('<html>Sign in to the proxy</html>', { status: 401 })],
    ['a redirect elsewhere', () => Response.redirect('http://portal.example/login', 302)],
  ])('takes %s as "not reached", never as data or as a refusal', async (_name, answer) => {
    stubForeignFetch(answer());
    const { heard, stop } = heardReaches();
    const error = await apiRequest('GET', '/api/projects').catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(NotReachedError);
    expect((error as NotReachedError).reason).toBe('nowhere');
    expect(heard).toEqual(['nowhere']);
  });

  it('takes a write\'s answer only when it echoes that write\'s own id', async () => {
    const answerTo = (id: string) => {
      const response = json(200, { id: 's1' });
      response.headers.set(RISER_REQUEST_ID_HEADER, id);
      return response;
    };
    stubForeignFetch(answerTo('another-request'));
    await expect(apiRequest('PATCH', '/api/surveys/s1', {})).rejects.toMatchObject({ name: 'NotReachedError', reason: 'nowhere' });
    // A read started by the page itself (the session's preload) carries the server's own id.
    stubForeignFetch(answerTo('preloaded-by-the-page'));
    await expect(apiRequest('GET', '/api/user')).resolves.toEqual({ id: 's1' });
  });

  it('takes the server\'s own JSON cut short as no connection, not as data', async () => {
    stubFetch(new Response('[{"id":"p1","na', { status: 200, headers: { 'content-type': 'application/json' } }));
    const error = await apiRequest('GET', '/api/projects').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotReachedError', reason: 'offline' });
  });

  it('says "silent" for a connection that takes the request and never answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(
        (_path, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
      ),
    );
    const { heard, stop } = heardReaches();
    const error = await apiRequest('PATCH', '/api/surveys/1', {}, { timeoutMs: 20 }).catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({ name: 'NotReachedError', reason: 'silent' });
    expect(heard).toEqual(['silent']);
  });

  it('keeps a cancel by the caller a cancel (no reach reported)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(
        (_path, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
      ),
    );
    const controller = new AbortController();
    const { heard, stop } = heardReaches();
    const pending = apiRequest('GET', '/api/projects', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    stop();
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(heard).toEqual([]);
  });

  it('says "offline" when nothing answers at all', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('GET', '/api/projects').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotReachedError', reason: 'offline' });
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

describe('apiGet', () => {
  it('GETs the path and answers the parsed body', async () => {
    const fetchMock = stubFetch(json(200, { id: 'p1' }));
    await expect(apiGet('/api/projects/p1')).resolves.toEqual({ id: 'p1' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/projects/p1');
    expect(init!.method).toBe('GET');
  });

  it('hands the read’s signal on, so a read nobody waits for any more is cancelled', async () => {
    const fetchMock = stubFetch(json(200, { id: 'p1' }));
    const controller = new AbortController();
    controller.abort();
    await apiGet('/api/projects/p1', controller.signal).catch(() => undefined);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('throws a 401 as an ApiError with its code', async () => {
    stubFetch(json(401, { code: 'UNAUTHENTICATED', message: 'You are not signed in.' }));
    await expect(apiGet('/api/projects')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});
