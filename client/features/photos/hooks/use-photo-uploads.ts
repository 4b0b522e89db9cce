import { useCallback, useRef, useState } from 'react';
import { getServerMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { useUploadPhoto } from '../api/upload-photo';
import {
  EMPTY_UPLOAD_QUEUE,
  isRetryableFailure,
  uploadQueueReducer,
  uploadsToStart,
  type UploadQueueAction,
  type UploadQueueState,
} from '../model/upload-queue';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload queue of the panel: the pure state machine, plus the files and the running
 * requests it cannot hold. Every change goes through `apply`, which then starts whatever the
 * queue lets start, so no effect has to watch the state.
 */
export function usePhotoUploads(surveyId: string | null) {
  const { mutateAsync: upload } = useUploadPhoto();
  const stateRef = useRef<UploadQueueState>(EMPTY_UPLOAD_QUEUE);
  const [state, setState] = useState<UploadQueueState>(EMPTY_UPLOAD_QUEUE);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());

  const apply = useCallback(
    (first: UploadQueueAction) => {
      function dispatch(action: UploadQueueAction) {
        stateRef.current = uploadQueueReducer(stateRef.current, action);
        setState(stateRef.current);
        for (const item of uploadsToStart(stateRef.current)) {
          const file = files.current.get(item.key);
          if (!file || running.current.has(item.key)) continue;
          const controller = new AbortController();
          running.current.set(item.key, controller);
          stateRef.current = uploadQueueReducer(stateRef.current, { type: 'start', key: item.key });
          setState(stateRef.current);
          upload({
            surveyId: item.surveyId,
            file,
            elevationLevel: item.elevationLevel,
            id: item.key,
            signal: controller.signal,
            onProgress: ({ loaded, total }) => dispatch({ type: 'progress', key: item.key, loaded, total }),
          })
            .then(() => {
              running.current.delete(item.key);
              files.current.delete(item.key);
              dispatch({ type: 'succeed', key: item.key });
              toast({ title: 'Photo uploaded', description: 'Your photo has been uploaded successfully.' });
            })
            .catch((error: unknown) => {
              running.current.delete(item.key);
              if (isAbort(error)) return;
              dispatch({
                type: 'fail',
                key: item.key,
                message: getServerMessage(error) ?? 'Failed to upload photo.',
                retryable: isRetryableFailure(isApiError(error) ? error.status : undefined),
              });
              toast({ title: 'Error', description: 'Failed to upload photo. Please try again.', variant: 'destructive' });
            });
        }
      }
      dispatch(first);
    },
    [upload],
  );

  /** Queues files for the current survey at a floor; false (with the spec's toast) with no survey. */
  const add = useCallback(
    (chosen: Iterable<File>, elevationLevel: number): boolean => {
      if (!surveyId) {
        toast({ title: 'No survey selected', description: 'Save the survey before adding photos.', variant: 'destructive' });
        return false;
      }
      const uploads = [...chosen].map((file) => {
        const key = crypto.randomUUID();
        files.current.set(key, file);
        return { key, surveyId, name: file.name, size: file.size, elevationLevel };
      });
      if (uploads.length > 0) apply({ type: 'enqueue', uploads });
      return true;
    },
    [surveyId, apply],
  );

  const cancel = useCallback(
    (key: string) => {
      running.current.get(key)?.abort();
      running.current.delete(key);
      files.current.delete(key);
      apply({ type: 'cancel', key });
    },
    [apply],
  );

  const retry = useCallback((key: string) => apply({ type: 'retry', key }), [apply]);

  const dismiss = useCallback(
    (key: string) => {
      files.current.delete(key);
      apply({ type: 'dismiss', key });
    },
    [apply],
  );

  return { items: state.items, add, cancel, retry, dismiss };
}
