import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// What a load balancer or proxy puts in X-Request-Id (UUIDs, AWS trace ids, short tokens).
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id a request is logged and answered under: the proxy's, when it looks like one, so that
 * one id follows a request through both logs; otherwise a fresh UUID, so that a client cannot
 * write arbitrary text into the logs or the answer's headers.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && PROXY_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Fastify options: the header is read by requestIdFor only, never taken as it comes. */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdFor } as const;
