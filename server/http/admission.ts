import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BoundedQueue } from './bounded-queue';
import { clientGone, releaseOnClose } from './answer-closed';
import { serverBusy } from './busy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'own-line': the route waits in a line of its own (autosaves, server/http/bounded-queue.ts), not in admission's. */
    admission?: 'own-line';
  }
}

/**
 * Admission (DESIGN §14): the API requests one process works on at once (REQUEST_CONCURRENCY);
 * the rest wait their turn, companies taking turns, for QUEUE_WAIT_MS at most, then 503
 * SERVER_BUSY with Retry-After. A saturated server then serves a few requests quickly instead
 * of every request slowly, and one company's crowd cannot push another company's reads far past
 * their usual time. A turn starts once the request is signed in (its company is the key) and
 * its input is valid, and ends when the answer is ready to send: a phone slow to download it
 * holds no turn.
 *
 * Not counted: what has a limit of its own or runs as long as a phone's network — autosaves
 * (their own line), heavy outputs (per-user and per-server slots) and uploads.
 */
export function registerAdmission(app: FastifyInstance, line: BoundedQueue): void {
  const ends = new WeakMap<FastifyRequest, () => void>();
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
    if (config.admission === 'own-line' || config.heavyOutput || request.isMultipart()) return;
    const end = await line.acquire(request.actor?.companyId ?? request.actor?.id ?? '');
    // Gone while it waited in line: its turn goes to the next, its work is not done.
    if (clientGone(request, reply)) {
      end();
      throw serverBusy();
    }
    ends.set(request, end);
    releaseOnClose(request, reply, end);
  });
  const end = async (request: FastifyRequest) => ends.get(request)?.();
  app.addHook('onSend', async (request, _reply, payload) => {
    ends.get(request)?.();
    return payload;
  });
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);
}
