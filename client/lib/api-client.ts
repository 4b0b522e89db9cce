import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { isErrorBody, type ErrorCode } from '../../common/errors';

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
  if (type.includes('json')) return (await response.json()) as T;
  const text = await response.text();
  return (text === '' ? undefined : text) as T;
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
  options: { signal?: AbortSignal; keepalive?: boolean; headers?: Record<string, string> } = {},
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
  const response = await apiResponse(method, path, {
    headers,
    body: payload,
    signal: options.signal,
    // Browsers cap keepalive bodies at 64 KB; a bigger one is sent the ordinary way.
    keepalive: options.keepalive === true && typeof payload === 'string' && payload.length < KEEPALIVE_MAX_BODY,
  });
  return readBody<T>(response);
}

/**
 * The same call, answering the OK response itself for reads that stream their body (the
 * report download counts its bytes as they arrive). Non-OK answers throw an ApiError.
 */
export async function apiResponse(
  method: HttpMethod,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'include', ...init });
  } catch (error) {
    if (!isAbort(error)) reportReach(false);
    throw error;
  }
  reportReach(true);
  await throwIfNotOk(response);
  return response;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

type ReachListener = (reachable: boolean) => void;
const reachListeners = new Set<ReachListener>();

function reportReach(reachable: boolean) {
  reachListeners.forEach((listener) => listener(reachable));
}

/**
 * Told after every request whether the server answered at all. A cut cable or a dead access
 * point leaves navigator.onLine true; this is how the app knows it is offline (client/offline).
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
 * TypeError when nothing came back; an AbortError DOMException when cancelled).
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

    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      reportReach(true);
      const text = xhr.responseText;
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as TResult);
      else reject(new ApiError(xhr.status, text || xhr.statusText, body, xhr.getResponseHeader('Retry-After')));
    });
    xhr.addEventListener('error', () => {
      settle();
      reportReach(false);
      reject(new TypeError('Network error: the upload did not reach the server.'));
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

/** Generic reads use the query key as the path: ['/api/projects', id] reads /api/projects/{id}. */
export function queryKeyToPath(queryKey: QueryKey): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function for GET reads; with on401 'returnNull' a 401 answers null (signed out). */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', queryKeyToPath(queryKey), undefined, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}
