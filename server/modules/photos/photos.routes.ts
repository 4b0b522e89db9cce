import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import { ErrorResponse } from '../../../common/schemas/common';
import { ElevationLevel, Photo, PhotoImageQuery, PhotoWithData, PinPhotoBody, UpdatePhotoBody } from '../../../common/schemas/photos';
import { IdParams } from '../../../common/schemas/projects';
import { Text } from '../../../common/schemas/text';
import { requireActor } from '../../auth/authenticate';
import { AppError } from '../../http/app-error';
import { hasIdempotencyKey } from '../../http/idempotency';
import { attachmentDisposition, IMAGE_CSP } from '../../http/image-answer';
import { watchParsing } from '../../http/parse-watchdog';
import { createPhotosService, type IncomingPhoto, type PhotosDeps } from './photos.service';
import { presentPhoto } from './photos.presenter';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  422: ErrorResponse,
};

// busboy and @fastify/multipart report a body that is not multipart/form-data (no boundary,
// a boundary the body never uses, a body cut short, LF-only lines) as plain Errors without a
// status or code; left alone they would be 500s.
const MALFORMED_MULTIPART = /boundary|unexpected end of multipart data|terminated early|needle/i;
const EMPTY_BOUNDARY = /;\s*boundary\s*=\s*(?:""\s*)?(?:;|$)/i;

function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && !('code' in error) && MALFORMED_MULTIPART.test(error.message);
}

function notMultipart() {
  return new AppError('VALIDATION_FAILED', 'The upload is not valid multipart/form-data.', {
    details: { fields: [{ field: 'body', message: 'Not valid multipart/form-data' }] },
  });
}

export function photosRoutes(deps: PhotosDeps & { maxUploadBytes: number; /** How long parsing may produce nothing before the upload is refused. */ parseStallMs: number }) {
  const photos = createPhotosService(deps);
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['photos'];

    app.get(
      '/api/surveys/:id/photos',
      { schema: { tags, summary: 'Photo metadata of a survey', params: IdParams, response: { 200: z.array(Photo), ...errors } } },
      async (request) => (await photos.list(requireActor(request), request.params.id)).map(presentPhoto),
    );

    app.post(
      '/api/surveys/:id/photos',
      {
        schema: {
          tags,
          summary: 'Upload a photo (multipart: photo file, elevationLevel, optional id); streamed, checked by content',
          params: IdParams,
          consumes: ['multipart/form-data'],
          response: { 200: Photo, 201: Photo, ...errors, 424: ErrorResponse },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        // 424 before reading a byte of an upload to a survey that is not there (or someone else's).
        await photos.surveyForUpload(actor, request.params.id);
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data.');

        const fields: Record<string, string> = {};
        // Names and values are checked by the one string schema, as JSON strings are (DESIGN §12).
        const unsafe: { field: string; message: string }[] = [];
        let staged: { file: string; originalName: string } | undefined;
        try {
          // busboy reads an empty boundary as a form with no parts and raises nothing.
          if (EMPTY_BOUNDARY.test(request.headers['content-type'] ?? '')) throw notMultipart();
          let abandoned = false;
          // What the parser has produced so far: parts, and bytes of files (busboy counts them).
          let partsSeen = 0;
          const files: { bytesRead: number }[] = [];
          const parsing = watchParsing(deps.parseStallMs, () => files.reduce((sum, file) => sum + file.bytesRead, partsSeen), notMultipart);
          const readParts = async () => {
            for await (const part of request.parts({ limits: { fileSize: deps.maxUploadBytes, files: 1, fields: 10, fieldSize: 1000 } })) {
              partsSeen++;
              if (part.type === 'file') files.push(part.file);
              // A file sent without a name is stored as 'photo'.
              const checked = Text.safeParse(part.type === 'file' ? (part.filename ?? '') : String(part.value));
              if (!checked.success) unsafe.push({ field: part.fieldname, message: checked.error.issues[0]?.message ?? 'Invalid' });
              if (part.type === 'file') {
                if (part.fieldname !== 'photo' || staged || !checked.success) {
                  await text(part.file);
                  continue;
                }
                const file = await photos.stage(part.file);
                // The deadline below gave up on this upload meanwhile: nobody will discard the file later.
                if (abandoned) await photos.discard(file);
                else staged = { file, originalName: checked.data };
              } else {
                fields[part.fieldname] = String(part.value);
              }
            }
          };
          try {
            await Promise.race([readParts(), parsing.promise]);
          } catch (error) {
            abandoned = true;
            if (!isMalformedMultipart(error)) throw error;
            request.log.info({ err: error }, 'malformed multipart upload');
            throw notMultipart();
          } finally {
            parsing.stop();
          }
          if (unsafe.length > 0) {
            throw new AppError('VALIDATION_FAILED', `Invalid upload: ${unsafe.map((f) => `${f.field}: ${f.message}`).join('; ')}`, { details: { fields: unsafe } });
          }
          if (!staged) {
            throw new AppError('VALIDATION_FAILED', 'The upload has no photo.', { details: { fields: [{ field: 'photo', message: 'Required' }] } });
          }
          const elevation = ElevationLevel.safeParse(fields.elevationLevel ?? 0);
          if (!elevation.success) {
            throw new AppError('VALIDATION_FAILED', 'elevationLevel must be a whole number of floors.', {
              details: { fields: [{ field: 'elevationLevel', message: elevation.error.issues[0]?.message ?? 'Invalid' }] },
            });
          }
          const id = fields.id ? z.uuid().safeParse(fields.id) : undefined;
          if (id && !id.success) {
            throw new AppError('VALIDATION_FAILED', 'id must be a UUID.', { details: { fields: [{ field: 'id', message: 'Not a valid id' }] } });
          }
          const incoming: IncomingPhoto = {
            ...(id?.data ? { id: id.data } : {}),
            originalName: staged.originalName,
            elevationLevel: elevation.data,
            file: staged.file,
          };
          const { photo, created } = await photos.create(actor, request.params.id, incoming);
          return reply.code(created ? 201 : 200).send(presentPhoto(photo));
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', `The photo is larger than ${Math.round(deps.maxUploadBytes / 1024 / 1024)} MB.`);
          }
          throw error;
        } finally {
          if (staged) await photos.discard(staged.file);
        }
      },
    );

    app.put(
      '/api/photos/:id',
      {
        schema: {
          tags,
          summary: 'Change a photo’s label and/or star it for the proposal; a stale baseVersion of a label changed since answers 409 with the photo',
          params: IdParams,
          body: UpdatePhotoBody,
          response: { 200: Photo, ...errors },
        },
      },
      async (request) => presentPhoto(await photos.update(requireActor(request), request.params.id, request.body)),
    );

    app.put(
      '/api/photos/:id/pin',
      {
        schema: {
          tags,
          summary: 'Pin the photo on the site map or a unit’s floor plan of its project, with the way the camera looked; moved on the same plan it keeps its number',
          params: IdParams,
          body: PinPhotoBody,
          response: { 200: Photo, ...errors },
        },
      },
      async (request) => presentPhoto(await photos.pin(requireActor(request), request.params.id, request.body)),
    );

    app.delete(
      '/api/photos/:id/pin',
      { schema: { tags, summary: 'Take the photo’s pin off its plan', params: IdParams, response: { 200: Photo, ...errors } } },
      async (request) => presentPhoto(await photos.unpin(requireActor(request), request.params.id)),
    );

    app.delete(
      '/api/photos/:id',
      { schema: { tags, summary: 'Delete a photo and its files; with an Idempotency-Key, one already gone is a success', params: IdParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await photos.remove(requireActor(request), request.params.id, { goneIsDone: hasIdempotencyKey(request) });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/photos/:id',
      { schema: { tags, summary: 'The image: thumb, display (default) or original', params: IdParams, querystring: PhotoImageQuery } },
      async (request, reply) => {
        const photo = await photos.get(requireActor(request), request.params.id);
        const key = request.query.size === 'thumb' ? photo.thumbKey : request.query.size === 'original' ? photo.originalKey : photo.displayKey;
        const etag = `"${key}"`;
        // Each key's bytes never change: the browser may keep them as long as it likes.
        void reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable').header('content-security-policy', IMAGE_CSP);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const blob = await deps.blobs.get(key);
        if (!blob) throw new AppError('NOT_FOUND', 'The image file is missing.');
        const original = request.query.size === 'original';
        return (
          reply
            .type(original ? photo.mimeType : 'image/jpeg')
            .header('content-length', String(blob.size))
            // The original is kept byte for byte, whatever else it is: it is downloaded, never shown.
            .header('content-disposition', original ? attachmentDisposition(photo.originalName, photo.mimeType) : 'inline')
            .send(blob.stream)
        );
      },
    );

    app.get(
      '/api/photos/:id/data',
      { schema: { tags, summary: 'The photo with its display-size image inline as base64 (compatibility)', params: IdParams, response: { 200: PhotoWithData, ...errors } } },
      async (request) => {
        const photo = await photos.get(requireActor(request), request.params.id);
        const blob = await deps.blobs.get(photo.displayKey);
        if (!blob) throw new AppError('NOT_FOUND', 'The image file is missing.');
        const chunks: Buffer[] = [];
        for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
        return { ...presentPhoto(photo), mimeType: 'image/jpeg', data: Buffer.concat(chunks).toString('base64') };
      },
    );
  };
}
