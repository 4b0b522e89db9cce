import type { FastifyReply, FastifyRequest } from 'fastify';

/** The client is gone (it gave up, its network dropped) before its answer was done. */
export function clientGone(request: FastifyRequest, reply: FastifyReply): boolean {
  return reply.raw.destroyed || request.raw.socket?.destroyed === true;
}

/**
 * Runs `release` when the answer's connection closes: the answer is done, or the client went
 * away mid-answer. A client already gone is released at once: its 'close' came and went, and no
 * onResponse will come for it either (a turn or a slot would leak for good).
 */
export function releaseOnClose(request: FastifyRequest, reply: FastifyReply, release: () => void): void {
  if (clientGone(request, reply)) release();
  else reply.raw.once('close', release);
}
