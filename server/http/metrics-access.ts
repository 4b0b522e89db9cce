import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (a dual-stack listener's view of IPv4). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const BEARER = /^Bearer +(\S+) *$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing character.
 */
export function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const given = header === undefined ? undefined : BEARER.exec(header)?.[1];
  // An absent token is still compared, against nothing, so that it takes as long as a wrong one.
  return timingSafeEqual(digest(given ?? ''), expected) && given !== undefined;
}

/**
 * Who may read /metrics. With a token: whoever presents it, from anywhere (401 otherwise).
 * Without one: a caller on this machine only, judged by the socket, not request.ip, which
 * TRUST_PROXY makes the forwarded address; and not a request a proxy forwarded (a reverse proxy
 * on the same host connects from loopback for everyone). Anyone else gets the ordinary 404.
 */
export function metricsAccessCheck(token: string | undefined): (request: FastifyRequest) => void {
  if (token !== undefined) {
    const expected = digest(token);
    return (request) => {
      if (!bearerMatches(request.headers.authorization, expected)) {
        throw new AppError('UNAUTHENTICATED', 'Reading metrics needs the bearer token set in METRICS_TOKEN.', {
          headers: { 'www-authenticate': 'Bearer realm="riser-metrics"' },
        });
      }
    };
  }
  return (request) => {
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (forwarded || !isLoopbackAddress(request.socket.remoteAddress)) {
      // The catalogue's not-found answer, worded as for an unknown route (server/http/client-app.ts).
      throw new AppError('NOT_FOUND', `No such route: ${request.method} ${request.url.split('?')[0]}`);
    }
  };
}
