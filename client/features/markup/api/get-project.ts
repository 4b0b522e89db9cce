import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../common/schemas/projects';
import { projectKey } from './query-keys';

/** GET /api/projects/{id}: the name in the markup pages' header. */
export function useMarkupProject(projectId: string) {
  return useQuery<Project>({ queryKey: projectKey(projectId) });
}
