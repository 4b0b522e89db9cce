import { useQueuedMutation } from '../../../lib/mutations';

export interface DeleteSurveyVariables {
  surveyId: string;
  projectId: string;
  /** For the sync panel ("MDF 2 · delete"). */
  summary: string;
}

/**
 * DELETE /api/surveys/{id}, with its photos, through the outbox: a location made on this device
 * and never sent is simply taken back, with everything waiting for it.
 */
export function useDeleteSurvey() {
  return useQueuedMutation<DeleteSurveyVariables, void>({
    request: ({ surveyId, projectId, summary }) => ({
      method: 'DELETE',
      path: `/api/surveys/${encodeURIComponent(surveyId)}`,
      target: { type: 'survey', id: surveyId, parentId: projectId },
      action: 'delete',
      summary,
    }),
  });
}
