import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../../common/schemas/projects';
import { useApiMutation } from '../../../lib/mutations';
import { refreshProjectData } from '../../../lib/project-reads';
import { PROJECTS_KEY, projectKey } from '../../../lib/project-reads';

/** DELETE /api/projects/{id}, with its surveys and photos. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useApiMutation<{ projectId: string }, void>({
    request: ({ projectId }) => ({ method: 'DELETE', path: `/api/projects/${projectId}` }),
    onSuccess: (_result, { projectId }) => {
      // Gone at once from the list; its own cached reads would only answer 404 now.
      queryClient.setQueryData<Project[]>(PROJECTS_KEY, (projects) => projects?.filter((p) => p.id !== projectId));
      queryClient.removeQueries({ queryKey: projectKey(projectId) });
    },
    onSettled: () => refreshProjectData(queryClient),
  });
}
