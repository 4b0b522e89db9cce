import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { RISER_REQUEST_ID_HEADER, RISER_REQUEST_ID_PATTERN } from '../../common/http-headers';

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

/**
 * Every answer, errors and static files included, says it is Riser's (DESIGN §6): the client's
 * X-Riser-Request-Id comes back as it was sent (when it looks like an id), else the request's
 * own id. The client trusts an answer only when its own value comes back.
 */
export function registerRequestIdHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const sent = request.headers[RISER_REQUEST_ID_HEADER];
    void reply.header('x-request-id', request.id);
    void reply.header(RISER_REQUEST_ID_HEADER, typeof sent === 'string' && RISER_REQUEST_ID_PATTERN.test(sent) ? sent : request.id);
  });
}
