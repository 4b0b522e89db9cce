import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '../../../../common/schemas/photos';
import { apiUpload, type UploadProgress } from '../../../lib/api-client';
import { photosQueryKey } from './get-photos';

export interface PhotoUpload {
  surveyId: string;
  file: Blob;
  /** The file's name when `file` is a bare Blob (a File carries its own). */
  fileName?: string;
  elevationLevel: number;
  /** The photo's id, made here when not given; the same id again answers the same photo. */
  id?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/surveys/{id}/photos: multipart `photo`, `elevationLevel` and the client-made `id`
 * (DESIGN §4: a repeated upload is not a duplicate). The only place a photo form is built.
 */
export function uploadPhoto({ surveyId, file, fileName, elevationLevel, id = crypto.randomUUID(), onProgress, signal }: PhotoUpload) {
  const form = new FormData();
  // Fields before the file: the server reads the stream in order.
  form.append('id', id);
  form.append('elevationLevel', String(elevationLevel));
  if (fileName !== undefined) form.append('photo', file, fileName);
  else form.append('photo', file);
  return apiUpload<Photo>({ path: `/api/surveys/${encodeURIComponent(surveyId)}/photos`, form, onProgress, signal });
}

/**
 * A photo upload as a mutation (so session expiry is handled like any write). Each call of
 * mutateAsync is its own upload, so several may run at once; the list refreshes after each.
 */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation<Photo, Error, PhotoUpload>({
    mutationFn: uploadPhoto,
    onSettled: (_photo, _error, upload) => queryClient.invalidateQueries({ queryKey: photosQueryKey(upload.surveyId) }),
  });
}
