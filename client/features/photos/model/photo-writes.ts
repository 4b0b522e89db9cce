import type { Photo, UpdatePhotoBody } from '../../../../common/schemas/photos';
import type { QueuedWrite } from '../../../lib/mutations';
import { photoTitle } from './photo-details';
import { newId } from '../../../lib/new-id';

// The photo writes as outbox entries (DESIGN §6): every photo, label and delete is kept on the
// device first and sent by the one sync engine. Pure, so each entry is tested alone.

/** An upload may take a while on a slow line: wait this long for the server before saying "saved on this device". */
export const UPLOAD_WAIT_MS = 60_000;

const photoPath = (photoId: string) => `/api/photos/${encodeURIComponent(photoId)}`;

/** Where the server will serve the photo (the same shape as its answer's urls). */
export function photoUrls(photoId: string): Photo['urls'] {
  const url = photoPath(photoId);
  return { thumb: `${url}?size=thumb`, display: url, original: `${url}?size=original` };
}

export interface PhotoToUpload {
  surveyId: string;
  file: Blob;
  fileName: string;
  elevationLevel: number;
  /** For the sync panel ('Photo · Unit 204'); the file's name when not given. */
  surveyName?: string | null;
  /** The photo's id when the caller needs it before the upload is made (a label typed after a shot). */
  photoId?: string;
}

/** The ids an upload is made with: the photo's (kept by the server) and its bytes' on the device. */
export interface UploadIds {
  photoId: string;
  blobId: string;
}

const newUploadIds = (photoId?: string): UploadIds => ({ photoId: photoId ?? newId(), blobId: newId() });

/** The photo as the list shows it until the server has it (and much as the server will answer). */
export function pendingPhotoPreview(upload: PhotoToUpload, photoId: string, now: Date): Photo {
  return {
    id: photoId,
    surveyId: upload.surveyId,
    originalName: upload.fileName,
    label: null,
    version: 1,
    elevationLevel: upload.elevationLevel,
    mimeType: upload.file.type || 'application/octet-stream',
    size: upload.file.size,
    width: null,
    height: null,
    takenAt: null,
    latitude: null,
    longitude: null,
    createdAt: now.toISOString(),
    pin: null,
    urls: photoUrls(photoId),
  };
}

/**
 * A photo to upload: the multipart POST with the client-made photo id (a replay is the same
 * photo), and its bytes stored as a Blob in the same transaction as the entry.
 */
export function photoUploadWrite(upload: PhotoToUpload, ids: UploadIds = newUploadIds(upload.photoId), now: Date = new Date()): QueuedWrite {
  const name = upload.surveyName?.trim() || upload.fileName;
  return {
    method: 'POST',
    path: `/api/surveys/${encodeURIComponent(upload.surveyId)}/photos`,
    upload: {
      fields: { id: ids.photoId, elevationLevel: String(upload.elevationLevel) },
      fileField: 'photo',
      fileName: upload.fileName,
      blobId: ids.blobId,
    },
    blobs: [{ id: ids.blobId, blob: upload.file }],
    target: { type: 'photo', id: ids.photoId, parentId: upload.surveyId },
    action: 'upload',
    summary: `Photo · ${name}`,
    preview: pendingPhotoPreview(upload, ids.photoId, now),
    waitMs: UPLOAD_WAIT_MS,
  };
}

/** A label change based on the version the surveyor saw: changed elsewhere since, it conflicts instead of overwriting. */
export function photoLabelWrite(photo: Pick<Photo, 'id' | 'surveyId'>, label: string, baseVersion: number): QueuedWrite {
  const body: UpdatePhotoBody = { label, baseVersion };
  return {
    method: 'PUT',
    path: photoPath(photo.id),
    body,
    target: { type: 'photo', id: photo.id, parentId: photo.surveyId },
    action: 'label',
    summary: `Photo label · ${label}`,
    preview: { label },
  };
}

/** A photo delete (the outbox cancels it, and the upload, when the photo never left the device). */
export function photoDeleteWrite(photo: Pick<Photo, 'id' | 'surveyId' | 'label' | 'originalName'>): QueuedWrite {
  return {
    method: 'DELETE',
    path: photoPath(photo.id),
    target: { type: 'photo', id: photo.id, parentId: photo.surveyId },
    action: 'delete',
    summary: `Delete photo · ${photoTitle(photo)}`,
  };
}
