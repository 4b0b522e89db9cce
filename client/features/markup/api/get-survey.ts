import { useQuery } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { surveyKey } from '../../../lib/project-reads';

/** GET /api/surveys/{id}: the drawing, its background and its version. */
export function useMarkupSurvey(surveyId: string | null) {
  return useQuery<Survey>({
    queryKey: surveyKey(surveyId ?? ''),
    enabled: surveyId !== null,
    // A refetch while drawing is compared by markupVersion; nothing is lost by it.
    refetchOnWindowFocus: true,
  });
}
