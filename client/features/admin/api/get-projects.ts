import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../common/schemas/projects';
import { PROJECTS_KEY } from './query-keys';

/** GET /api/projects: the company admin's projects, for Project Access. */
export function useProjects() {
  return useQuery<Project[]>({ queryKey: PROJECTS_KEY });
}
