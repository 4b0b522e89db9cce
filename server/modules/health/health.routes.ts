import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { AppError } from '../../http/app-error';

const Health = z.object({ status: z.enum(['ok', 'ready']) });

export function healthRoutes(deps: { ping(): Promise<void> }) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Liveness: the process answers. Readiness: so does the database.
    app.get('/healthz', { config: { access: 'public' }, schema: { hide: true, response: { 200: Health } } }, async () => ({
      status: 'ok' as const,
    }));
    app.get(
      '/readyz',
      { config: { access: 'public' }, schema: { hide: true, response: { 200: Health, 503: ErrorResponse } } },
      async (request) => {
        try {
          await deps.ping();
        } catch (error) {
          request.log.warn({ err: error }, 'database not ready');
          throw new AppError('UNAVAILABLE', 'The database does not answer.');
        }
        return { status: 'ready' as const };
      },
    );
  };
}
