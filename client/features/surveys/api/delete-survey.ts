import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../lib/mutations';
import { refreshProjectData } from '../../../lib/project-reads';

/**
 * DELETE /api/surveys/{id}, with its photos. The survey's own cache entry is left to expire:
 * removing it while its editor is still mounted would make the editor refetch a deleted survey.
 */
export function useDeleteSurvey() {
  const queryClient = useQueryClient();
  return useApiMutation<string, void>({
    request: (surveyId) => ({ method: 'DELETE', path: `/api/surveys/${surveyId}` }),
    onSuccess: () => refreshProjectData(queryClient),
  });
}
