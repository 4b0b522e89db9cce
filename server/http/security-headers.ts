import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/**
 * The policy the built client and its PWA run under: scripts, styles, the service worker and
 * the manifest from the app itself; images also from object and data URLs (photo previews,
 * markup exports). Styles allow inline because React style attributes and Radix's injected
 * scroll-lock styles need it; scripts do not.
 */
const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

// One year; no includeSubDomains, since other services under the same domain are not ours.
const HSTS = 'max-age=31536000';

/**
 * Security headers on every answer, app and API alike (DESIGN §12). An answer that needs a
 * different policy (the report, images) sets its own Content-Security-Policy, which wins.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    // No helmet defaults: upgrade-insecure-requests would break a plain-HTTP install on a LAN.
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, and only on answers that really came over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol believes X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
}
