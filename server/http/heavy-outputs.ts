import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { releaseOnClose } from './answer-closed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A heavy output (report, PDF, photo ZIP, spreadsheet): limited per user and per server. */
    heavyOutput?: boolean;
  }
}

/** A heavy output takes seconds to minutes; asking again sooner only costs a refusal. */
const RETRY_AFTER_SECONDS = 5;

export interface HeavyOutputLimits {
  perUser: number;
  perServer: number;
}

/**
 * Heavy outputs running in this process (DESIGN §14), so that one user's 16 parallel reports
 * cannot take the cores and connections everyone else's reads need. Past a limit the answer is
 * 429 DOWNLOADS_BUSY with Retry-After at once, rather than a wait in line that would hold a
 * connection and leave the person without news; the client retries and says so.
 */
export class HeavyOutputSlots {
  #byUser = new Map<string, number>();
  #total = 0;

  constructor(readonly limits: HeavyOutputLimits) {}

  get running(): number {
    return this.#total;
  }

  /** Takes a slot for `userId`, or throws 429; the function given back frees it (once, however often called). */
  acquire(userId: string): () => void {
    const mine = this.#byUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) {
      throw busy(`You already have ${mine} download${mine === 1 ? '' : 's'} running. This one can start when one of them is done.`);
    }
    if (this.#total >= this.limits.perServer) throw busy('The server is making other downloads right now. Try again in a few seconds.');
    this.#byUser.set(userId, mine + 1);
    this.#total += 1;
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      this.#total -= 1;
      const left = (this.#byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.#byUser.set(userId, left);
      else this.#byUser.delete(userId);
    };
  }
}

function busy(message: string) {
  return new AppError('DOWNLOADS_BUSY', message, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
}

const releases = new WeakMap<FastifyRequest, () => void>();

/**
 * Routes with `config: { heavyOutput: true }` take a slot once their input is valid and before
 * their handler runs; the slot is freed when the answer ends or the connection closes (a client
 * that gave up mid-download).
 */
export function registerHeavyOutputLimit(app: FastifyInstance, slots: HeavyOutputSlots): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.heavyOutput || !request.actor) return;
    const release = slots.acquire(request.actor.id);
    releases.set(request, release);
    releaseOnClose(request, reply, release);
  });
  const free = async (request: FastifyRequest) => releases.get(request)?.();
  app.addHook('onResponse', free);
  app.addHook('onRequestAbort', free);
}
