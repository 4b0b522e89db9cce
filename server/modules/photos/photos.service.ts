import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PinPhotoBody, UpdatePhotoBody } from '../../../common/schemas/photos';
import { AppError } from '../../http/app-error';
import { BoundedQueue } from '../../http/bounded-queue';
import { isForeignKeyViolation } from '../../db/errors';
import { lockProjectMarkup } from '../../db/project-lock';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../blobs/blob-store';
import type { UserRow } from '../../auth/sessions.repo';
import { authorize } from '../../auth/authorize';
import { companyScope, scopeOf, type Scope } from '../../auth/scope';
import { recordAudit } from '../../audit/audit-log';
import { findSurveyInScope, parentSurveyInScope, surveyInScope } from '../surveys/surveys.service';
import { processImage } from './image-processing';
import { detectImageKind, MIME_TYPES } from './image-signature';
import { photoPolicy } from './photos.policy';
import { presentPhoto } from './photos.presenter';
import {
  deletePhoto,
  findPhoto,
  findPhotoAcrossCompanies,
  insertPhotoOnce,
  listSurveyPhotos,
  photoKeys,
  nextPinNumber,
  updatePhotoLabelAtVersion,
  updatePhotoStarred,
  writePhotoPin,
  type PhotoRow,
} from './photos.repo';

import type { WebhookEvents } from '../webhooks/webhooks.service';
import { reviewAfterPhotoChange } from '../review/review.service';

export interface PhotosDeps {
  db: Db;
  blobs: BlobStore;
  /** Where uploads are staged while they are checked. */
  tmpDir: string;
  /** Webhook events (photo added), after an upload lands. */
  webhooks?: WebhookEvents;
  /** Where uploads wait to be decoded, the memory-hungry step: two at a time, in a bounded line (DESIGN §14). */
  decodeQueue?: BoundedQueue;
}

export interface IncomingPhoto {
  id?: string;
  originalName: string;
  elevationLevel: number;
  /** The staged upload on disk. */
  file: string;
}

const MAX_WRITE_ATTEMPTS = 5;

/** The photos of some surveys in the scope (surveys are answered with their photos' metadata). */
export function photosOfSurveys(db: Db, scope: Scope, surveyIds: string[]) {
  return listSurveyPhotos(db, scope, surveyIds);
}

/** A change to a photo, in the audit log with the change (named by its label, else its file's name). */
function auditPhotoChange(tx: Db, action: 'photo.pin' | 'photo.unpin' | 'photo.delete', actorId: string, row: PhotoRow, data: Record<string, unknown> = {}) {
  return recordAudit(tx, {
    action,
    actorId,
    companyId: row.companyId,
    subjectType: 'photo',
    subjectId: row.id,
    data: { surveyId: row.surveyId, name: row.label ?? row.originalName, ...data },
  });
}

export function createPhotosService(deps: PhotosDeps) {
  const { db, blobs } = deps;
  // Decoding is the memory-hungry step: at most two at a time, whatever the number of uploads.
  const decodeQueue = deps.decodeQueue ?? new BoundedQueue({ concurrency: 2, maxQueued: 500, maxWaitMs: 10_000 });

  async function get(actor: UserRow, id: string) {
    const photo = await findPhoto(db, scopeOf(actor), id);
    if (!photo) throw new AppError('NOT_FOUND', 'Photo not found.');
    return photo;
  }

  /** A repeated upload with a client id answers the first one's photo, if it is on the same survey. */
  async function existingFor(id: string, surveyId: string): Promise<PhotoRow> {
    const existing = await findPhotoAcrossCompanies(db, id);
    if (!existing || existing.surveyId !== surveyId) throw new AppError('CONFLICT', 'This id is already used.');
    return existing;
  }

  return {
    get,

    /** The survey an upload goes to, authorized before a byte of the upload is read. */
    async surveyForUpload(actor: UserRow, surveyId: string) {
      const survey = await parentSurveyInScope(db, scopeOf(actor), surveyId);
      authorize(photoPolicy, actor, 'photo.upload', survey);
      return survey;
    },

    async list(actor: UserRow, surveyId: string) {
      const scope = scopeOf(actor);
      const survey = await surveyInScope(db, scope, surveyId);
      return listSurveyPhotos(db, scope, [survey.id]);
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
      const survey = await parentSurveyInScope(db, scopeOf(actor), surveyId);
      authorize(photoPolicy, actor, 'photo.upload', survey);
      // A replay of an upload already stored needs no decoding at all.
      if (incoming.id && (await findPhotoAcrossCompanies(db, incoming.id))) return { photo: await existingFor(incoming.id, survey.id), created: false };

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
      const image = await decodeQueue.run(() => processImage(incoming.file, kind), survey.companyId);

      const id = incoming.id ?? randomUUID();
      // Each attempt writes files of its own: two uploads of one id at the same moment never
      // overwrite or delete each other's files; the one whose row lands keeps them.
      const attempt = randomUUID().slice(0, 8);
      const keys = { originalKey: `${id}-${attempt}-original`, displayKey: `${id}-${attempt}-display`, thumbKey: `${id}-${attempt}-thumb` };
      const discardFiles = () => Promise.all(photoKeys(keys).map((key) => blobs.delete(key).catch(() => undefined)));
      let photo: PhotoRow | undefined;
      try {
        await blobs.put(keys.originalKey, createReadStream(incoming.file), MIME_TYPES[kind]);
        await blobs.put(keys.displayKey, image.display, 'image/jpeg');
        await blobs.put(keys.thumbKey, image.thumb, 'image/jpeg');
        const scope = companyScope(survey.companyId);
        photo = await db.transaction(async (tx) => {
          const row = await insertPhotoOnce(tx, scope, {
            id,
            companyId: survey.companyId,
            surveyId: survey.id,
            // Cut by code points: half an emoji would store an unpaired surrogate.
            originalName: Array.from(incoming.originalName).slice(0, 255).join('') || 'photo',
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
          if (row) {
            await recordAudit(tx, {
              action: 'photo.upload',
              actorId: actor.id,
              companyId: survey.companyId,
              subjectType: 'photo',
              subjectId: row.id,
              data: { projectId: survey.projectId, surveyId: survey.id, name: survey.instanceName },
            });
          }
          return row;
        });
      } catch (error) {
        await discardFiles();
        // The survey was deleted while the photo was on its way.
        if (isForeignKeyViolation(error)) throw new AppError('PARENT_NOT_FOUND');
        throw error;
      }
      if (photo) {
        await deps.webhooks?.emit(photo.companyId, 'photo.added', {
          projectId: survey.projectId,
          locationId: survey.id,
          photoId: photo.id,
          name: photo.originalName,
          elevationLevel: photo.elevationLevel,
          addedBy: actor.id,
        });
        await reviewAfterPhotoChange(db, photo.companyId, survey.id, actor.id);
        return { photo, created: true };
      }
      // Another upload of the same id landed first: its files stay, ours go.
      await discardFiles();
      return { photo: await existingFor(id, survey.id), created: false };
    },

    /**
     * Changes a label. With a base version, a label someone else changed since answers 409 with
     * the photo as it is (DESIGN §6); the same label as stored is no conflict and no change.
     */
    async update(actor: UserRow, id: string, { label, baseVersion, starred }: UpdatePhotoBody) {
      let photo = label !== undefined ? await this.relabel(actor, id, label, baseVersion) : await get(actor, id);
      authorize(photoPolicy, actor, 'photo.update', photo);
      if (starred === undefined || photo.starred === starred) return photo;
      return db.transaction(async (tx) => {
        const row = await updatePhotoStarred(tx, scopeOf(actor), id, starred);
        if (!row) throw new AppError('NOT_FOUND', 'Photo not found.');
        await recordAudit(tx, { action: 'photo.update', actorId: actor.id, companyId: row.companyId, subjectType: 'photo', subjectId: row.id, data: { surveyId: row.surveyId, name: row.label ?? row.originalName, starred } });
        photo = row;
        return row;
      });
    },

    async relabel(actor: UserRow, id: string, label: string, baseVersion: number | undefined) {
      const scope = scopeOf(actor);
      for (let attempt = 1; ; attempt++) {
        const photo = await get(actor, id);
        authorize(photoPolicy, actor, 'photo.update', photo);
        if (photo.label === label) return photo;
        if (baseVersion !== undefined && photo.version > baseVersion) {
          throw new AppError('VERSION_CONFLICT', 'Someone else changed this photo’s label since you loaded it.', { details: { photo: presentPhoto(photo) } });
        }
        const updated = await db.transaction(async (tx) => {
          const row = await updatePhotoLabelAtVersion(tx, scope, id, photo.version, label);
          if (!row) return undefined;
          await recordAudit(tx, {
            action: 'photo.update',
            actorId: actor.id,
            companyId: row.companyId,
            subjectType: 'photo',
            subjectId: row.id,
            data: { surveyId: row.surveyId, name: label },
          });
          return row;
        });
        if (updated) return updated;
        // Relabelled (or deleted) between our read and our write: decide again on what is there now.
        if (attempt >= MAX_WRITE_ATTEMPTS) throw new AppError('VERSION_CONFLICT');
      }
    },

    /**
     * Pins the photo on a plan of its project: the site map or a unit's floor plan (DESIGN §5).
     * Moved on the same plan it keeps its number; on another plan it gets the next one there.
     */
    async pin(actor: UserRow, id: string, body: PinPhotoBody) {
      const photo = await get(actor, id);
      authorize(photoPolicy, actor, 'photo.pin', photo);
      const scope = companyScope(photo.companyId);
      const [own, plan] = await Promise.all([surveyInScope(db, scope, photo.surveyId), findSurveyInScope(db, scope, body.surveyId)]);
      if (!plan || plan.projectId !== own.projectId) {
        throw new AppError('PARENT_NOT_FOUND', 'The plan to pin this photo on is not in its project.', { details: { field: 'surveyId' } });
      }
      if (plan.locationType !== 'site-map' && plan.unitSurveyId === null && !plan.isTypicalPlan) {
        throw new AppError('VALIDATION_FAILED', 'A photo is pinned on the site map, a unit’s floor plan or a typical plan.', { details: { field: 'surveyId' } });
      }
      return db.transaction(async (tx) => {
        // One pin numbered at a time per project: two photos pinned at once never share a number.
        await lockProjectMarkup(tx, own.projectId);
        const current = await findPhoto(tx, scope, id);
        if (!current) throw new AppError('NOT_FOUND', 'Photo not found.');
        const number = current.pinSurveyId === plan.id && current.pinNumber !== null ? current.pinNumber : await nextPinNumber(tx, scope, plan.id);
        const row = await writePhotoPin(tx, scope, id, { pinSurveyId: plan.id, pinX: body.x, pinY: body.y, pinDirection: body.direction ?? null, pinNumber: number });
        if (!row) throw new AppError('NOT_FOUND', 'Photo not found.');
        await auditPhotoChange(tx, 'photo.pin', actor.id, row, { planSurveyId: plan.id, number });
        return row;
      });
    },

    /** Takes the photo's pin off its plan; a photo not pinned stays as it is. */
    async unpin(actor: UserRow, id: string) {
      const photo = await get(actor, id);
      authorize(photoPolicy, actor, 'photo.unpin', photo);
      if (photo.pinSurveyId === null) return photo;
      const scope = companyScope(photo.companyId);
      return db.transaction(async (tx) => {
        const row = await writePhotoPin(tx, scope, id, { pinSurveyId: null, pinX: null, pinY: null, pinDirection: null, pinNumber: null });
        if (!row) throw new AppError('NOT_FOUND', 'Photo not found.');
        await auditPhotoChange(tx, 'photo.unpin', actor.id, row);
        return row;
      });
    },

    /** Deletes a photo and its files. `goneIsDone`: one that is not there counts as deleted (see surveys' remove). */
    async remove(actor: UserRow, id: string, { goneIsDone = false }: { goneIsDone?: boolean } = {}) {
      const scope = scopeOf(actor);
      const found = await findPhoto(db, scope, id);
      if (!found) {
        if (goneIsDone) return;
        throw new AppError('NOT_FOUND', 'Photo not found.');
      }
      authorize(photoPolicy, actor, 'photo.delete', found);
      const photo = await db.transaction(async (tx) => {
        const row = await deletePhoto(tx, scope, id);
        if (!row) {
          if (goneIsDone) return undefined;
          throw new AppError('NOT_FOUND', 'Photo not found.');
        }
        await auditPhotoChange(tx, 'photo.delete', actor.id, row);
        return row;
      });
      if (!photo) return;
      await reviewAfterPhotoChange(db, photo.companyId, photo.surveyId, actor.id);
      // Rows first: a blob whose row is gone is only wasted space (the sweep takes it); the reverse is a broken photo.
      await Promise.all(photoKeys(photo).map((key) => blobs.delete(key).catch(() => undefined)));
    },
  };
}
