import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler';

/**
 * Serves the built client: hashed assets cached for a year, and the SPA's index.html for every
 * other non-/api GET. Unknown /api paths answer 404 JSON, signed in or not. Files are sent as
 * the build compressed them (`.br`, `.gz` beside each, see vite.config.ts) to a browser that
 * accepts it, as they are otherwise, always with `Vary: Accept-Encoding`.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are answers to their file's address, not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendError(reply, 'NOT_FOUND', `No such route: ${request.method} ${request.url.split('?')[0]}`);
  });
}
