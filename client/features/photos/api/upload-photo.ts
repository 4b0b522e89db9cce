import { useCallback } from 'react';
import type { Photo } from '../../../../common/schemas/photos';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage, isApiError } from '../../../lib/api-client';
import { useQueuedMutation } from '../../../lib/mutations';
import { connectivity } from '../../../offline/connectivity';
import { uploadNotice, type UploadResult } from '../model/photo-notices';
import { photoUploadWrite, type PhotoToUpload } from '../model/photo-writes';

/** The server's reason for a refusal; for a photo the device could not keep, why. */
function failureReason(error: unknown): string | undefined {
  if (isApiError(error)) return getServerMessage(error);
  const full = error instanceof Error && /quota/i.test(error.name);
  return full ? 'This device has no room left for it.' : 'It could not be saved on this device.';
}

export interface UploadTarget {
  surveyId: string | null;
  /** The survey's name, for the sync panel ('Photo · Unit 204'). */
  surveyName?: string | null;
}

export interface UploadOptions {
  /** The photos' own ids, one per file, so that a label can follow before the upload is sent. */
  photoIds?: readonly string[];
  /** Only a refusal is toasted: a camera series counts its shots itself, and a toast would cover its shutter. */
  errorsOnly?: boolean;
}

/**
 * POST /api/surveys/{id}/photos through the outbox: each photo and its bytes are committed on
 * this device first, then sent by the sync engine (which reports its progress). Resolves per
 * batch of files with one toast: uploaded, kept on the device, or the server's refusal.
 */
export function useUploadPhotos({ surveyId, surveyName }: UploadTarget) {
  const { mutateAsync } = useQueuedMutation<PhotoToUpload, Photo>({ request: (upload) => photoUploadWrite(upload) });

  return useCallback(
    (files: readonly File[], elevationLevel: number, options: UploadOptions = {}): boolean => {
      if (!surveyId) {
        toast({ title: 'No survey selected', description: 'Save the survey before adding photos.', variant: 'destructive' });
        return false;
      }
      const uploads = files.map((file, index) =>
        mutateAsync({ surveyId, file, fileName: file.name, elevationLevel, surveyName, photoId: options.photoIds?.[index] }).then(
          (outcome): UploadResult => ({
            fileName: file.name,
            result: outcome.status === 'sent' ? 'sent' : outcome.status === 'cancelled' ? 'cancelled' : 'saved-on-device',
          }),
          (error: unknown): UploadResult => ({ fileName: file.name, result: 'refused', reason: failureReason(error) }),
        ),
      );
      void Promise.all(uploads).then((results) => {
        const notice = uploadNotice(results, connectivity().isReachable());
        if (notice && (!options.errorsOnly || notice.variant === 'destructive')) toast(notice);
      });
      return true;
    },
    [surveyId, surveyName, mutateAsync],
  );
}
