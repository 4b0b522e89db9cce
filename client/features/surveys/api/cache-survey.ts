import type { QueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { surveyQueries } from '../../../lib/survey-queries';

/** Puts a survey the server answered with into the cache, unless a newer one is there already. */
export function cacheSurvey(queryClient: QueryClient, survey: Survey) {
  queryClient.setQueryData(surveyQueries.detail(survey.id).queryKey, (cached) => (cached && cached.version > survey.version ? cached : survey));
}
