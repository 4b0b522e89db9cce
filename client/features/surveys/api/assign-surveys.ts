import { useMutation } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { queueWrite, type QueuedWrite } from '../../../lib/mutations';

export interface AssignSurveysVariables {
  surveys: readonly { id: string; projectId: string; name: string }[];
  /** A user of the company, or null: the location follows its building's assignee again. */
  userId: string | null;
}

function assignWrite(survey: AssignSurveysVariables['surveys'][number], userId: string | null): QueuedWrite {
  return {
    method: 'PUT',
    path: `/api/surveys/${encodeURIComponent(survey.id)}/assignee`,
    body: { userId },
    target: { type: 'survey', id: survey.id, parentId: survey.projectId },
    action: 'update',
    summary: `${survey.name} · assign`,
    // Back to nobody, the building's assignee shows once the server answers.
    preview: userId === null ? { ownAssigneeId: null } : { ownAssigneeId: userId, assigneeId: userId },
  };
}

/** PUT /api/surveys/{id}/assignee for each chosen location, through the outbox like every write. */
export function useAssignSurveys() {
  return useMutation({
    // The outbox is on the device: writing to it never waits for the network.
    networkMode: 'always',
    mutationFn: ({ surveys, userId }: AssignSurveysVariables) => Promise.all(surveys.map((survey) => queueWrite<Survey>(assignWrite(survey, userId)))),
  });
}
