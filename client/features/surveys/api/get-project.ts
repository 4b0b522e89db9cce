import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../common/schemas/projects';
import { projectKey } from './survey-keys';

/** GET /api/projects/{id}: the project name for the survey screens. */
export function useProject(projectId: string) {
  return useQuery<Project>({ queryKey: projectKey(projectId) });
}
