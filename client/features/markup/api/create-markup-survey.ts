import { useQueryClient } from '@tanstack/react-query';
import type { CreateProjectSurveyBody, Survey } from '../../../../common/schemas/surveys';
import { useApiMutation } from '../../../lib/mutations';
import { refreshProjectData, surveyKey } from '../../../lib/project-reads';

export interface CreateMarkupSurvey {
  projectId: string;
  body: CreateProjectSurveyBody & { id: string };
}

/**
 * POST /api/projects/{id}/surveys with a client-made id, so a repeated create (a remount, a
 * retry) answers the same survey instead of a second one.
 */
export function useCreateMarkupSurvey() {
  const queryClient = useQueryClient();
  return useApiMutation<CreateMarkupSurvey, Survey>({
    request: ({ projectId, body }) => ({ method: 'POST', path: `/api/projects/${encodeURIComponent(projectId)}/surveys`, body }),
    onSuccess: (survey) => {
      queryClient.setQueryData(surveyKey(survey.id), survey);
      return refreshProjectData(queryClient);
    },
  });
}
