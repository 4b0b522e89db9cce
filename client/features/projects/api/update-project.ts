import { useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectBody } from '../../../../common/schemas/projects';
import { useApiMutation } from '../../../lib/mutations';
import { refreshProjectData } from '../../../lib/project-reads';
import { projectKey } from '../../../lib/project-reads';

export interface UpdateProjectVariables {
  projectId: string;
  body: UpdateProjectBody;
}

/** PATCH /api/projects/{id}: name, description and status. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useApiMutation<UpdateProjectVariables, Project>({
    request: ({ projectId, body }) => ({ method: 'PATCH', path: `/api/projects/${projectId}`, body }),
    onSuccess: (project) => queryClient.setQueryData(projectKey(project.id), project),
    onSettled: () => refreshProjectData(queryClient),
  });
}
