import { useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, Project } from '../../../../common/schemas/projects';
import { useApiMutation } from '../../../lib/mutations';
import { refreshProjectData } from '../../../lib/project-reads';
import { projectKey } from '../../../lib/project-reads';

/** POST /api/projects; the answer is the new project, put in the cache for its dashboard. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useApiMutation<CreateProjectBody, Project>({
    request: (body) => ({ method: 'POST', path: '/api/projects', body }),
    onSuccess: (project) => queryClient.setQueryData(projectKey(project.id), project),
    onSettled: () => refreshProjectData(queryClient),
  });
}

/** A client id makes a replayed create idempotent (DESIGN §4); without a secure context the server picks one. */
export function newProjectId(): string | undefined {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}
