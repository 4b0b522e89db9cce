import type { Survey, UpdateSurveyBody } from '../../../../common/schemas/surveys';
import { runMutation, type ApiWrite } from '../../../lib/mutations';

/** PATCH /api/surveys/{id}: changed fields only, merged by the server; a stale baseVersion may answer 409. */
export function updateSurveyWrite(surveyId: string, body: UpdateSurveyBody): ApiWrite {
  // keepalive: the flush when a phone puts the page away must survive the page going.
  return { method: 'PATCH', path: `/api/surveys/${surveyId}`, body };
}

/** The form's saves run outside a mutation hook: autosave, flushes on leaving and retries share one queue. */
export function updateSurvey(surveyId: string, body: UpdateSurveyBody): Promise<Survey> {
  return runMutation<Survey>(updateSurveyWrite(surveyId, body));
}
