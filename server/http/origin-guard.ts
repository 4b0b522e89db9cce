import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a browser says this request was started by one of the app's own pages. Sec-Fetch-Site
 * is trusted first (browsers set it and pages cannot); older browsers only send Origin, compared
 * with the origin the request reached (honouring TRUST_PROXY). Callers that send neither are not
 * browsers (curl, other servers), and cookies do not ride along with them by accident.
 */
export function isSameOriginRequest(request: FastifyRequest, options: { allowUserNavigation: boolean }): boolean {
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) {
    // "none": the user typed the address or used a bookmark; no page asked for it.
    return site === 'same-origin' || (options.allowUserNavigation && site === 'none');
  }
  const origin = header(request, 'origin');
  if (origin === undefined) return true;
  return origin.toLowerCase() === `${request.protocol}://${request.host}`.toLowerCase();
}

/**
 * Refuses state-changing requests that another origin's page made the browser send (DESIGN §12).
 * SameSite=Lax alone lets a sibling subdomain (same site, other origin) post forms and no-cors
 * fetches with the session cookie; this closes that too.
 */
export function registerOriginGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOriginRequest(request, { allowUserNavigation: false })) throw new AppError('CROSS_ORIGIN_REQUEST');
  });
}
