import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../common/schemas/projects';
import { projectKey } from './query-keys';

/** GET /api/projects/{id}; another company's project answers 404 like a missing one. */
export function useProject(projectId: string) {
  return useQuery<Project>({ queryKey: projectKey(projectId) });
}
