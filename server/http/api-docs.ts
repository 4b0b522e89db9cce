import type { FastifyInstance } from 'fastify';
import fastifySwaggerUi from '@fastify/swagger-ui';

/** Where the API's reference is read (issue 16): Swagger UI over /api/openapi.json's document. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The API reference for integrators: Swagger UI, served by Riser itself (nothing from a CDN,
 * so it works under the CSP and offline), over the same OpenAPI document the routes validate
 * with. Public like the document itself: it holds no data, only the API's shape.
 */
export async function registerApiDocs(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url === API_DOCS_PREFIX || route.url.startsWith(`${API_DOCS_PREFIX}/`)) {
      route.config = { ...(route.config as object), access: 'public' } as typeof route.config;
    }
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    // The page's own scripts are files of the same origin: the app's CSP (script-src 'self') holds.
    staticCSP: false,
  });
}
