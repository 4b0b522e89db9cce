import { isErrorBody, type ErrorCode } from '../../common/errors';
import { RISER_REQUEST_ID_HEADER } from '../../common/http-headers';
import { newId } from './new-id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer. The message follows the spec (survey-work §7): the status code, a colon and
 * the response text, or the status text when the body is empty. When the body is the server's
 * error JSON, its code and message are kept so the client can branch on codes and show people
 * the server's wording.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly details: unknown;
  /** Seconds the server asked to wait (429, 503), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, text: string, body?: unknown, retryAfter?: string | null) {
    super(`${status}: ${text}`);
    this.status = status;
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : undefined;
    if (isErrorBody(body)) {
      this.code = body.code;
      this.serverMessage = body.message;
      this.details = body.details;
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Why a request got no answer of the server's (DESIGN §6, "Answers we trust"):
 * - `offline`: no connection at all, or it broke mid-answer;
 * - `nowhere`: something answered that is not Riser (a captive portal's login page, a proxy's
 *   error page, a redirect elsewhere, an empty or foreign body);
 * - `silent`: a connection that takes the request and never answers.
 */
export type NotReachedReason = 'offline' | 'nowhere' | 'silent';

/** The server was not reached: nothing of this answer is data, and nothing was refused. */
export class NotReachedError extends Error {
  override readonly name = 'NotReachedError';
  constructor(
    readonly reason: NotReachedReason,
    message: string,
  ) {
    super(message);
  }
}

export function isNotReached(error: unknown): error is NotReachedError {
  return error instanceof NotReachedError;
}

/** A request that gets no answer in this long is given up as not answered (a half-dead connection). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Whether an answer is the server's own: it carries the server's X-Riser-Request-Id (a header no
 * captive portal, proxy error page or foreign host sends) and is not a redirect, which the server
 * never answers to the app's requests. A write's answer must echo the write's own id: it is the
 * answer to that write and no other. A read may have been started early by the page
 * (index.html preloads the session), before any id could be given to it.
 */
export function isServersAnswer(
  answer: { type?: string; status: number; headers: { get(name: string): string | null } },
  requestId: string,
  method: HttpMethod,
): boolean {
  if (answer.type === 'opaqueredirect' || answer.status === 0) return false;
  const echoed = answer.headers.get(RISER_REQUEST_ID_HEADER);
  return method === 'GET' ? echoed !== null && echoed !== '' : echoed === requestId;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw new ApiError(response.status, text, body, response.headers.get('Retry-After'));
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw notReached('offline', 'The connection broke before the answer arrived.');
  }
  if (!type.includes('json')) return (text === '' ? undefined : text) as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    // The server's JSON cut short: the way to it broke mid-answer.
    throw notReached('offline', 'The answer arrived incomplete.');
  }
}

function isRawBody(body: unknown): body is FormData | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

const KEEPALIVE_MAX_BODY = 60_000;

/**
 * The one fetch wrapper: sends cookies, JSON in and out (FormData and Blob bodies go as they
 * are, for uploads), and throws an ApiError on any non-OK answer.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: { signal?: AbortSignal; keepalive?: boolean; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      payload = body;
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  // The deadline covers the answer's body too: a JSON answer is read whole before it counts.
  const deadline = withDeadline(options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const response = await apiResponse(method, path, {
      headers,
      body: payload,
      signal: deadline.signal,
      timeoutMs: 0,
      // Browsers cap keepalive bodies at 64 KB; a bigger one is sent the ordinary way.
      keepalive: options.keepalive === true && typeof payload === 'string' && payload.length < KEEPALIVE_MAX_BODY,
    });
    return await readBody<T>(response);
  } catch (error) {
    throw deadline.explain(error);
  } finally {
    deadline.clear();
  }
}

/**
 * The same call, answering the OK response itself for reads that stream their body (the
 * report download counts its bytes as they arrive). Non-OK answers throw an ApiError; an answer
 * that is not the server's (see isServersAnswer), no answer, or none within `timeoutMs` (until
 * the headers; 0 for none) throws a NotReachedError.
 */
export async function apiResponse(
  method: HttpMethod,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit; signal?: AbortSignal; keepalive?: boolean; timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = REQUEST_TIMEOUT_MS, ...rest } = init;
  const requestId = newId();
  const deadline = withDeadline(init.signal, timeoutMs);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      // The server never redirects the app's calls: a redirect is someone else's (a portal's).
      redirect: 'manual',
      ...rest,
      headers: { ...init.headers, [RISER_REQUEST_ID_HEADER]: requestId },
      signal: deadline.signal,
    });
  } catch (error) {
    throw deadline.explain(error);
  } finally {
    deadline.clear();
  }
  if (!isServersAnswer(response, requestId, method)) {
    void response.body?.cancel().catch(() => undefined);
    throw notReached('nowhere', 'Something other than the Riser server answered (a Wi-Fi login page, a proxy).');
  }
  reportReach('answered');
  await throwIfNotOk(response);
  return response;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Says so to the app (the banner, the sync engine) and makes the error to throw. */
function notReached(reason: NotReachedReason, message: string): NotReachedError {
  reportReach(reason);
  return new NotReachedError(reason, message);
}

/**
 * A request's signal: the caller's, plus a deadline (0: none). `explain` turns what a fetch
 * threw into what the app acts on: the caller's own abort stays an AbortError, the deadline is
 * `silent`, anything else is no connection.
 */
function withDeadline(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The server did not answer in time.', 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
    explain: (error: unknown): unknown => {
      if (error instanceof NotReachedError || error instanceof ApiError) return error;
      if (timedOut) return notReached('silent', 'The server is not answering.');
      if (isAbort(error)) return error;
      return notReached('offline', 'The server could not be reached.');
    },
  };
}

/** How the last request went: the server answered, or why it did not. */
export type Reach = 'answered' | NotReachedReason;
type ReachListener = (reach: Reach) => void;
const reachListeners = new Set<ReachListener>();

function reportReach(reach: Reach) {
  reachListeners.forEach((listener) => listener(reach));
}

/**
 * Told after every request whether the server answered, and if not why. A cut cable, a dead
 * access point or a captive portal leave navigator.onLine true; this is how the app knows it
 * cannot reach its server (client/offline).
 */
export function onServerReach(listener: ReachListener): () => void {
  reachListeners.add(listener);
  return () => reachListeners.delete(listener);
}

/** How much of an upload's body has been sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** One multipart write (a photo and its fields), with progress and cancelling. */
export interface ApiUpload {
  method?: 'POST' | 'PUT';
  path: string;
  form: FormData;
  headers?: Record<string, string>;
  /** Called as the body goes out; total is the whole body, multipart framing included. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A multipart write with upload progress, which fetch does not report: XMLHttpRequest with the
 * same cookies and errors as apiRequest (an ApiError with the server's code and message; a
 * NotReachedError when the server's answer did not come back; an AbortError DOMException when
 * cancelled).
 */
export function apiUpload<TResult = unknown>(upload: ApiUpload): Promise<TResult> {
  const { method = 'POST', path, form, headers = {}, onProgress, signal } = upload;
  return new Promise<TResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    const requestId = newId();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader(RISER_REQUEST_ID_HEADER, requestId);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      // XMLHttpRequest follows redirects by itself: the echoed id is what tells the server's answer.
      if (!isServersAnswer({ status: xhr.status, headers: { get: (name) => xhr.getResponseHeader(name) } }, requestId, method)) {
        reject(notReached('nowhere', 'Something other than the Riser server answered (a Wi-Fi login page, a proxy).'));
        return;
      }
      reportReach('answered');
      const text = xhr.responseText;
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        if (typeof body === 'string') reject(notReached('offline', 'The answer arrived incomplete.'));
        else resolve(body as TResult);
      } else reject(new ApiError(xhr.status, text || xhr.statusText, body, xhr.getResponseHeader('Retry-After')));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(notReached('offline', 'Network error: the upload did not reach the server.'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/** The server's message for people when the error carries one, else undefined. */
export function getServerMessage(error: unknown): string | undefined {
  return isApiError(error) && error.serverMessage ? error.serverMessage : undefined;
}

/** A message fit to show people: the server's own message when present, else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return getServerMessage(error) ?? fallback;
}

/**
 * A read's GET, for the query functions of the read factories (`client/lib/*-queries.ts`, each
 * feature's `api/`): the query's signal cancels it once nothing waits for the answer.
 */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', path, undefined, { signal });
}
