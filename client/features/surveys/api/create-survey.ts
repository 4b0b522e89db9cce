import { useQueryClient } from '@tanstack/react-query';
import type { CreateProjectSurveyBody, Survey } from '../../../../common/schemas/surveys';
import { useApiMutation } from '../../../lib/mutations';
import { refreshProjectData } from '../../../lib/project-reads';
import { cacheSurvey } from './survey-keys';

/**
 * POST /api/projects/{id}/surveys. The client names the id (so a repeated create is answered with
 * the same survey); the server assigns the instance number and the default instance name.
 */
export function useCreateSurvey(projectId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<CreateProjectSurveyBody, Survey>({
    request: (body) => ({ method: 'POST', path: `/api/projects/${projectId}/surveys`, body }),
    onSuccess: async (survey) => {
      cacheSurvey(queryClient, survey);
      await refreshProjectData(queryClient);
    },
  });
}
