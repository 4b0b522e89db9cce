import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverBusy } from './busy';

/**
 * Every API answer within REQUEST_DEADLINE_MS of the request being read (DESIGN §14): past it,
 * 503 SERVER_BUSY with Retry-After, the work under way left to finish (writes are idempotent: the
 * outbox sends them again). The clock starts once the body is in, so a drawing's background sent
 * over a slow network is not cut; it covers what the server does: lines, connections, the work.
 * Only JSON answers (a response schema) are timed: streams (images, reports, ZIPs) would be cut
 * mid-download on a slow phone, and uploads read their body in the handler (UPLOAD_STALL_SECONDS
 * guards those); the waits before them are bounded (DB_POOL_WAIT_MS, heavy-download slots).
 */
export function registerRequestDeadline(app: FastifyInstance, deadlineMs: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !request.routeOptions.schema?.response || request.isMultipart()) return;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn('shed: the request passed its deadline (REQUEST_DEADLINE_MS)');
      void reply.send(serverBusy());
    }, deadlineMs);
    timers.set(request, timer);
  });
  const stop = async (request: FastifyRequest) => clearTimeout(timers.get(request));
  app.addHook('onSend', async (request, _reply, payload) => {
    await stop(request);
    return payload;
  });
  app.addHook('onResponse', stop);
  app.addHook('onRequestAbort', stop);
}
