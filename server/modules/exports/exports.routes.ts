import { contentDisposition } from '../../http/content-disposition';

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCATION_TYPES, type LocationType } from '../../../common/survey/location-types';
import { requireActor } from '../../auth/authenticate';
import { createLocationExportService, type SheetFormat } from './location-export.service';
import { createPhotoArchiveService, type PhotoArchiveDeps } from './photo-archive.service';
import { IdParams } from '../../../common/schemas/projects';
import { PHOTO_BYTES_HEADER } from '../../../common/http-headers';

const SHEET_FILE = new RegExp(`^(${LOCATION_TYPES.join('|')})\\.(csv|xlsx)$`);
const SheetParams = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  file: z.string().regex(SHEET_FILE, { error: `Ask for {type}.csv or {type}.xlsx, the type one of ${LOCATION_TYPES.join(', ')}` }),
});

export function exportsRoutes(deps: PhotoArchiveDeps) {
  const archives = createPhotoArchiveService(deps);
  const sheets = createLocationExportService(deps.db);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/projects/:id/photos.zip',
      {
        config: { heavyOutput: true },
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
          .header('content-disposition', contentDisposition(archive.fileName))
          .header('cache-control', 'no-store')
          .header(PHOTO_BYTES_HEADER, String(archive.photoBytes))
          .send(archive.body);
      },
    );

    app.get(
      '/api/projects/:id/exports/:file',
      {
        config: { heavyOutput: true },
        schema: {
          tags: ['projects'],
          summary: "A location type's spreadsheet: {type}.csv or {type}.xlsx, a row per location, its fields as columns, repeat groups in linked sheets (xlsx), streamed",
          params: SheetParams,
          produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        },
      },
      async (request, reply) => {
        const [, type, format] = SHEET_FILE.exec(request.params.file)!;
        const origin = `${request.protocol}://${request.host}`;
        const sheet = await sheets.build(requireActor(request), request.params.id, type as LocationType, format as SheetFormat, origin);
        return reply
          .type(sheet.contentType)
          .header('content-disposition', contentDisposition(sheet.fileName))
          .header('cache-control', 'no-store')
          .send(sheet.body);
      },
    );
  };
}
