import { useQuery } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { surveyKey } from '../../../lib/project-reads';

/** GET /api/surveys/{id}. */
export function useSurvey(surveyId: string) {
  return useQuery<Survey>({ queryKey: surveyKey(surveyId) });
}
