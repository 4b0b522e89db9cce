import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/schemas/projects';
import { requireActor } from '../../auth/authenticate';
import { createPhotoArchiveService, type PhotoArchiveDeps } from './photo-archive.service';

/** What the client reads to show the archive's progress: the photos' bytes in all. */
export const PHOTO_BYTES_HEADER = 'x-riser-photo-bytes';

export function exportsRoutes(deps: PhotoArchiveDeps) {
  const archives = createPhotoArchiveService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/projects/:id/photos.zip',
      {
        schema: {
          tags: ['projects'],
          summary: "The project's photos as one ZIP, streamed: {type}/{location}/{level}-{label}-{n}.jpg, with index.csv",
          params: IdParams,
          // No response schema: the answer is a stream of bytes (errors stay JSON).
          produces: ['application/zip'],
        },
      },
      async (request, reply) => {
        const archive = await archives.build(requireActor(request), request.params.id);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${archive.fileName}"`)
          .header('cache-control', 'no-store')
          .header(PHOTO_BYTES_HEADER, String(archive.photoBytes))
          .send(archive.body);
      },
    );
  };
}
