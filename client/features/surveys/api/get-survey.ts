import { useSurveyRead } from '../../../lib/project-reads';

/** GET /api/surveys/{id}, with what waits on this device laid over it (a survey made offline opens at once). */
export function useSurvey(surveyId: string) {
  return useSurveyRead(surveyId);
}
