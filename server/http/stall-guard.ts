import type { IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface StallGuardOptions {
  /** How often progress is checked (UPLOAD_STALL_SECONDS). */
  windowMs: number;
  /** What must arrive in each window while the body is still coming. */
  minBytesPerWindow?: number;
}

// Per HTTP/1.1 a request carries a body only with one of these headers.
function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * DESIGN §12: a client trickling its body (one byte every few seconds) would hold a socket, a
 * file descriptor and a staging file for as long as it likes. Every window, at least
 * `minBytesPerWindow` more must have reached the socket until the whole body has arrived;
 * otherwise the connection is destroyed, which ends the upload and its staging file. The watch
 * outlives the answer: Node keeps a connection open while its body is still coming, so a 401
 * answered early would otherwise leave the trickle running.
 */
export function registerStallGuard(app: FastifyInstance, { windowMs, minBytesPerWindow = 2048 }: StallGuardOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const { socket } = raw;
    // Injected requests (light-my-request) have no real socket to watch.
    if (!(socket instanceof Socket) || !hasBody(raw.headers) || raw.complete) return done();

    // Polled rather than counted with a 'data' listener, which would start the body flowing.
    let seen = socket.bytesRead;
    const stop = () => {
      clearInterval(timer);
      raw.removeListener('end', stop);
      socket.removeListener('close', stop);
    };
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const now = socket.bytesRead;
      // Before the answer, a body the app is not reading (not yet, or paused while it catches
      // up) is waiting on us, not on the client.
      const waitingOnUs = !reply.raw.writableEnded && raw.readableFlowing !== true;
      if (now - seen >= minBytesPerWindow || waitingOnUs) {
        seen = now;
        return;
      }
      stop();
      request.log.warn({ bytesInWindow: now - seen, windowMs }, 'request body too slow: connection closed');
      socket.destroy();
    }, windowMs);
    timer.unref();
    raw.once('end', stop);
    socket.once('close', stop);
    done();
  });
}
