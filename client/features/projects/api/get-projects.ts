import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../../common/schemas/projects';
import { PROJECTS_KEY } from './query-keys';

/** GET /api/projects: the caller's company's projects, newest first. */
export function useProjects() {
  return useQuery<Project[]>({ queryKey: PROJECTS_KEY });
}
