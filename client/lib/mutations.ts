import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One client write, described as data so that it can be queued and replayed later. */
export interface ApiWrite {
  method: WriteMethod;
  path: string;
  body?: unknown;
  /** Session calls (sign-in, password change) only make sense online and are never queued. */
  onlineOnly?: boolean;
  /** Saves that may be sent while the page closes: the browser finishes them after it has gone. */
  keepalive?: boolean;
}

/**
 * The single door every client write goes through. The offline outbox (DESIGN §6) will slide
 * in here, so features never call fetch or apiRequest for writes themselves.
 */
export function runMutation<TResult = unknown>(write: ApiWrite): Promise<TResult> {
  return apiRequest<TResult>(write.method, write.path, write.body, { keepalive: write.keepalive });
}

export type ApiMutationOptions<TVariables, TResult, TContext = unknown> = Omit<
  UseMutationOptions<TResult, Error, TVariables, TContext>,
  'mutationFn'
> & {
  /** Turns the mutation's variables into the write to run. */
  request: (variables: TVariables) => ApiWrite;
};

/** useMutation whose work is always a runMutation of the described write. */
export function useApiMutation<TVariables = void, TResult = unknown, TContext = unknown>(
  options: ApiMutationOptions<TVariables, TResult, TContext>,
) {
  const { request, ...rest } = options;
  return useMutation<TResult, Error, TVariables, TContext>({
    ...rest,
    mutationFn: (variables) => runMutation<TResult>(request(variables)),
  });
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
  /** Called as the body goes out; total is the whole body, multipart framing included. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * The single door every multipart write goes through, as runMutation is for JSON writes (the
 * offline outbox will hook in here too). It uses XMLHttpRequest because fetch reports no upload
 * progress; cookies, errors (ApiError with the server's code and message) and aborts (an
 * AbortError DOMException) behave as with apiRequest.
 */
export function runUpload<TResult = unknown>(upload: ApiUpload): Promise<TResult> {
  const { method = 'POST', path, form, onProgress, signal } = upload;
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
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const text = xhr.responseText;
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as TResult);
      else reject(new ApiError(xhr.status, text || xhr.statusText, body));
    });
    xhr.addEventListener('error', () => {
      settle();
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
