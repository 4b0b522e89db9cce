import type { Photo } from '../../../../common/schemas/photos';
import { useQueuedMutation } from '../../../lib/mutations';
import { photoDeleteWrite } from '../model/photo-writes';

/**
 * DELETE /api/photos/{id} through the outbox. A photo whose upload never left the device is
 * simply gone ('cancelled'); otherwise the delete waits on the device until it is sent.
 */
export function useDeletePhoto() {
  return useQueuedMutation<Pick<Photo, 'id' | 'surveyId' | 'label' | 'originalName'>, void>({
    request: (photo) => photoDeleteWrite(photo),
  });
}
