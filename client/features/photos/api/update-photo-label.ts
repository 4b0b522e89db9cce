import { useQueryClient } from '@tanstack/react-query';
import type { Photo } from '../../../../common/schemas/photos';
import { useApiMutation } from '../../../lib/mutations';
import { photosQueryKey } from './get-photos';

export interface PhotoLabelChange {
  photoId: string;
  label: string;
}

/** PUT /api/photos/{id} {label}; the survey's photo list refreshes afterwards. */
export function useUpdatePhotoLabel(surveyId: string | null) {
  const queryClient = useQueryClient();
  return useApiMutation<PhotoLabelChange, Photo>({
    request: ({ photoId, label }) => ({ method: 'PUT', path: `/api/photos/${encodeURIComponent(photoId)}`, body: { label } }),
    onSettled: () => (surveyId ? queryClient.invalidateQueries({ queryKey: photosQueryKey(surveyId) }) : undefined),
  });
}
