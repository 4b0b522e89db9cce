import { useQuery } from '@tanstack/react-query';
import type { Photo } from '../../../../common/schemas/photos';

/** The survey's photo list; the key is also the path (GET /api/surveys/{id}/photos). */
export function photosQueryKey(surveyId: string) {
  return ['/api/surveys', surveyId, 'photos'] as const;
}

/** Photo metadata of a survey, oldest first; only asked for once the survey exists. */
export function usePhotos(surveyId: string | null) {
  return useQuery<Photo[]>({
    queryKey: photosQueryKey(surveyId ?? ''),
    enabled: surveyId !== null,
  });
}
