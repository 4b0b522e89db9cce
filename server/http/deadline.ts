import type { FastifyInstance } from 'fastify';

/**
 * The deadline of a route whose time is the phone's network rather than the server's: an upload
 * (a photo, a drawing's background in a survey change). UPLOAD_STALL_SECONDS guards a stalled one.
 */
export const LONG_REQUEST_MS = 30 * 60_000;

/**
 * Every API answer within REQUEST_DEADLINE_MS (DESIGN §14): Fastify's handlerTimeout, given to
 * each /api/ route that answers JSON (a response schema) and sets no deadline of its own; past
 * it, 503 SERVER_BUSY with Retry-After (server/http/error-handler.ts), the work under way left to
 * finish (writes are idempotent: the outbox sends them again). Streams (images, reports, ZIPs)
 * get none: the timer would cut them mid-download on a slow phone; the waits before them are
 * bounded (DB_POOL_WAIT_MS, heavy-download slots).
 */
export function registerRequestDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.handlerTimeout !== undefined || !route.schema?.response) return;
    route.handlerTimeout = deadlineMs;
  });
}
