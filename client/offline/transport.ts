import { apiRequest, apiUpload, isApiError, isNotReached, type UploadProgress } from '../lib/api-client';
import { fitsTarget, type SendOutcome } from './answer-rules';
import type { EntryUpload, WriteMethod } from './offline-db';

/** One request as the engine sends it (an adapter may have built its body just now). */
export interface PreparedRequest {
  method: WriteMethod;
  path: string;
  body?: unknown;
  upload?: EntryUpload & { blob: Blob };
}

export interface SendOptions {
  idempotencyKey: string;
  /** The record the answer must be (every write answers it, or nothing for a delete). */
  targetId?: string;
  /** The kind of record (EntryTarget.type): a bulk create answers a list, not its target. */
  targetType?: string;
  onProgress?: (progress: UploadProgress) => void;
}

export type Sent = SendOutcome & { answer?: unknown };

/** An upload whose bytes stop moving for this long is given up. */
export const UPLOAD_STALL_MS = 30_000;

/** Sends one request and says what came back, never throwing for an answer the server gave. */
export async function sendRequest(request: PreparedRequest, options: SendOptions): Promise<Sent> {
  const headers = { 'Idempotency-Key': options.idempotencyKey };
  try {
    let answer: unknown;
    if (request.upload) {
      answer = await sendUpload(request, request.upload, headers, options.onProgress);
    } else {
      answer = await apiRequest(request.method, request.path, request.body, { headers });
    }
    // The server's answer (its id echoed) but not the record this write answers: not taken as delivered.
    if (options.targetId !== undefined && !fitsTarget(request.method, answer, options.targetId, options.targetType)) return { kind: 'unreachable', reason: 'nowhere' };
    return { kind: 'answer', status: 200, answer };
  } catch (error) {
    if (isApiError(error)) {
      return {
        kind: 'answer',
        status: error.status,
        ...(error.code ? { code: error.code } : {}),
        body: error.code ? { code: error.code, message: error.serverMessage, details: error.details } : undefined,
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      };
    }
    if (isNotReached(error)) return { kind: 'unreachable', reason: error.reason };
    // An upload whose bytes stopped moving.
    return { kind: 'unreachable', reason: 'silent' };
  }
}

function sendUpload(
  request: PreparedRequest,
  upload: EntryUpload & { blob: Blob },
  headers: Record<string, string>,
  onProgress: SendOptions['onProgress'],
): Promise<unknown> {
  const form = new FormData();
  // Fields before the file: the server reads the stream in order.
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append(upload.fileField, upload.blob, upload.fileName);
  const stalled = new AbortController();
  let timer = setTimeout(() => stalled.abort(), UPLOAD_STALL_MS);
  return apiUpload({
    method: request.method === 'PUT' ? 'PUT' : 'POST',
    path: request.path,
    form,
    headers,
    signal: stalled.signal,
    onProgress: (progress) => {
      clearTimeout(timer);
      // All sent: the server now decodes and resizes, which may take a while for a big photo.
      timer = setTimeout(() => stalled.abort(), progress.loaded >= progress.total ? UPLOAD_STALL_MS * 4 : UPLOAD_STALL_MS);
      onProgress?.(progress);
    },
  }).finally(() => clearTimeout(timer));
}
