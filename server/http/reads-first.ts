import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Reads first (DESIGN §13): a surveyor waits for a read, never for an autosave, which the outbox
 * sends in the background. While an API read is under way, a queued autosave waits up to
 * `maxWaitMs` before it starts its statement, so that on a saturated machine the read's query
 * does not share the cores with a crowd of writes. Writes already running are not held, and a
 * stream of reads delays each write at most `maxWaitMs` from its arrival (DESIGN §14): a write
 * that already waited that long in line goes at once, so reads never starve writes.
 */
export class ReadsFirst {
  #running = 0;
  #waiters: Array<() => void> = [];

  constructor(readonly maxWaitMs: number) {}

  get running(): number {
    return this.#running;
  }

  enter(): void {
    this.#running += 1;
  }

  leave(): void {
    this.#running = Math.max(0, this.#running - 1);
    if (this.#running > 0) return;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Resolves at once when no read runs; otherwise when the reads are done or `maxWaitMs` after
   * `arrivedAt` (performance.now() when the write arrived; by default now), whichever is first.
   */
  clear(arrivedAt: number = performance.now()): Promise<void> {
    const left = this.maxWaitMs - (performance.now() - arrivedAt);
    if (this.#running === 0 || left <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, left);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#waiters.push(done);
    });
  }
}

const counted = new WeakSet<FastifyRequest>();

/** Counts the API's GET requests from arrival to answer (or abort) in `gate`. */
export function registerReadsFirst(app: FastifyInstance, gate: ReadsFirst): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/')) return;
    counted.add(request);
    gate.enter();
  });
  const leave = async (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    gate.leave();
  };
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);
}
