import type { QueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { surveyKey } from '../../../lib/project-reads';

// Query keys are path segments: the default query function GETs the joined key.

/** Puts a survey the server answered with into the cache, unless a newer one is there already. */
export function cacheSurvey(queryClient: QueryClient, survey: Survey) {
  queryClient.setQueryData<Survey>(surveyKey(survey.id), (cached) => (cached && cached.version > survey.version ? cached : survey));
}
