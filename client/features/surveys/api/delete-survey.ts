import { useQueuedMutation, type QueuedMutationOptions } from '../../../lib/mutations';

export interface DeleteSurveyVariables {
  surveyId: string;
  projectId: string;
  /** For the sync panel ("MDF 2 · delete"). */
  summary: string;
}

/** What the screen that deletes does next; run even when that screen is gone by the answer. */
export type DeleteSurveyCallbacks = Pick<QueuedMutationOptions<DeleteSurveyVariables, void>, 'onSuccess' | 'onError'>;

/**
 * DELETE /api/surveys/{id}, with its photos, through the outbox: a location made on this device
 * and never sent is simply taken back, with everything waiting for it. The survey's own screen
 * goes as soon as the delete is delivered (its read is dropped), so what follows is given here,
 * to the mutation, never to one mutate() call, whose callbacks die with the screen.
 */
export function deleteSurveyOptions(callbacks: DeleteSurveyCallbacks = {}): QueuedMutationOptions<DeleteSurveyVariables, void> {
  return {
    ...callbacks,
    request: ({ surveyId, projectId, summary }) => ({
      method: 'DELETE',
      path: `/api/surveys/${encodeURIComponent(surveyId)}`,
      target: { type: 'survey', id: surveyId, parentId: projectId },
      action: 'delete',
      summary,
    }),
  };
}

export function useDeleteSurvey(callbacks: DeleteSurveyCallbacks = {}) {
  return useQueuedMutation<DeleteSurveyVariables, void>(deleteSurveyOptions(callbacks));
}
