import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../blobs/blob-store';
import type { UserRow } from '../../auth/sessions.repo';
import { tenantScope } from '../../auth/scope';
import { recordAudit } from '../audit/audit.repo';
import { findSurvey } from '../surveys/surveys.repo';
import { processImage } from './image-processing';
import { detectImageKind, MIME_TYPES } from './image-signature';
import {
  deletePhoto,
  findPhoto,
  findPhotoAnyCompany,
  insertPhoto,
  listSurveyPhotos,
  photoKeys,
  updatePhotoLabel,
  type PhotoRow,
} from './photos.repo';

export interface PhotosDeps {
  db: Db;
  blobs: BlobStore;
  /** Where uploads are staged while they are checked. */
  tmpDir: string;
}

export interface IncomingPhoto {
  id?: string;
  originalName: string;
  elevationLevel: number;
  /** The staged upload on disk. */
  file: string;
}

// Decoding is the memory-hungry step: at most two at a time, whatever the number of uploads.
const decodeSlots = pLimit(2);

export function createPhotosService(deps: PhotosDeps) {
  const { db, blobs } = deps;

  async function surveyFor(actor: UserRow, surveyId: string) {
    const survey = await findSurvey(db, tenantScope(actor), surveyId);
    if (!survey) throw new AppError('NOT_FOUND', 'Survey not found.');
    return survey;
  }

  async function get(actor: UserRow, id: string) {
    const photo = await findPhoto(db, tenantScope(actor), id);
    if (!photo) throw new AppError('NOT_FOUND', 'Photo not found.');
    return photo;
  }

  return {
    surveyFor,
    get,

    async list(actor: UserRow, surveyId: string) {
      const survey = await surveyFor(actor, surveyId);
      return listSurveyPhotos(db, [survey.id]);
    },

    /** Streams an upload to a staging file, refusing it past `maxBytes` without buffering it. */
    async stage(stream: Readable): Promise<string> {
      await mkdir(deps.tmpDir, { recursive: true });
      const file = path.join(deps.tmpDir, `upload-${randomUUID()}`);
      try {
        await pipeline(stream, createWriteStream(file));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return file;
    },

    async discard(file: string) {
      await rm(file, { force: true });
    },

    async create(actor: UserRow, surveyId: string, incoming: IncomingPhoto): Promise<{ photo: PhotoRow; created: boolean }> {
      const survey = await surveyFor(actor, surveyId);
      if (incoming.id) {
        const existing = await findPhotoAnyCompany(db, incoming.id);
        if (existing) {
          if (existing.surveyId !== survey.id) throw new AppError('CONFLICT', 'This id is already used.');
          return { photo: existing, created: false };
        }
      }
      const head = Buffer.alloc(16);
      const handle = await open(incoming.file, 'r');
      let size: number;
      try {
        await handle.read(head, 0, 16, 0);
        size = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
      if (size === 0) throw new AppError('VALIDATION_FAILED', 'The photo is empty.');
      const kind = detectImageKind(head);
      if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG, GIF and WebP photos can be uploaded.');
      const image = await decodeSlots(() => processImage(incoming.file, kind));

      const id = incoming.id ?? randomUUID();
      const keys = { originalKey: `${id}-original`, displayKey: `${id}-display`, thumbKey: `${id}-thumb` };
      try {
        await blobs.put(keys.originalKey, createReadStream(incoming.file), MIME_TYPES[kind]);
        await blobs.put(keys.displayKey, image.display, 'image/jpeg');
        await blobs.put(keys.thumbKey, image.thumb, 'image/jpeg');
        const photo = await insertPhoto(db, {
          id,
          companyId: survey.companyId,
          surveyId: survey.id,
          originalName: incoming.originalName.slice(0, 255) || 'photo',
          label: null,
          elevationLevel: incoming.elevationLevel,
          mimeType: MIME_TYPES[kind],
          size,
          width: image.width,
          height: image.height,
          takenAt: image.takenAt,
          latitude: image.latitude,
          longitude: image.longitude,
          ...keys,
          createdBy: actor.id,
        });
        await recordAudit(db, {
          action: 'photo.upload',
          actorId: actor.id,
          companyId: survey.companyId,
          subjectType: 'photo',
          subjectId: photo.id,
          data: { projectId: survey.projectId, surveyId: survey.id, name: survey.instanceName },
        });
        return { photo, created: true };
      } catch (error) {
        await Promise.all(photoKeys(keys).map((key) => blobs.delete(key).catch(() => undefined)));
        throw error;
      }
    },

    async relabel(actor: UserRow, id: string, label: string) {
      const photo = await updatePhotoLabel(db, tenantScope(actor), id, label);
      if (!photo) throw new AppError('NOT_FOUND', 'Photo not found.');
      await recordAudit(db, {
        action: 'photo.update',
        actorId: actor.id,
        companyId: photo.companyId,
        subjectType: 'photo',
        subjectId: photo.id,
        data: { surveyId: photo.surveyId, name: label },
      });
      return photo;
    },

    async remove(actor: UserRow, id: string) {
      const photo = await deletePhoto(db, tenantScope(actor), id);
      if (!photo) throw new AppError('NOT_FOUND', 'Photo not found.');
      // Rows first: a blob whose row is gone is only wasted space; the reverse is a broken photo.
      await Promise.all(photoKeys(photo).map((key) => blobs.delete(key)));
      await recordAudit(db, {
        action: 'photo.delete',
        actorId: actor.id,
        companyId: photo.companyId,
        subjectType: 'photo',
        subjectId: photo.id,
        data: { surveyId: photo.surveyId, name: photo.label ?? photo.originalName },
      });
    },
  };
}
