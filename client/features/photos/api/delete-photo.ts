import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/mutations';
import { photosQueryKey } from './get-photos';

/** DELETE /api/photos/{id}; the survey's photo list refreshes afterwards. */
export function useDeletePhoto(surveyId: string | null) {
  const queryClient = useQueryClient();
  return useApiMutation<string, void>({
    request: (photoId) => ({ method: 'DELETE', path: `/api/photos/${encodeURIComponent(photoId)}` }),
    onSettled: () => (surveyId ? queryClient.invalidateQueries({ queryKey: photosQueryKey(surveyId) }) : undefined),
  });
}
