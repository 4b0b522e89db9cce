import type { QueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';

// Query keys are path segments: the default query function GETs the joined key.
export const projectKey = (projectId: string) => ['/api/projects', projectId] as const;
export const projectSurveysKey = (projectId: string) => ['/api/projects', projectId, 'surveys'] as const;
export const surveyKey = (surveyId: string) => ['/api/surveys', surveyId] as const;

/** Project counts, progress and the stats derive from surveys: refresh them after any survey write. */
export async function refreshAfterSurveyWrite(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/stats'] }),
  ]);
}

/** Puts a survey the server answered with into the cache, unless a newer one is there already. */
export function cacheSurvey(queryClient: QueryClient, survey: Survey) {
  queryClient.setQueryData<Survey>(surveyKey(survey.id), (cached) => (cached && cached.version > survey.version ? cached : survey));
}
