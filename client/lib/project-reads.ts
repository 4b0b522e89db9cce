import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Project } from '../../common/schemas/projects';
import type { Survey } from '../../common/schemas/surveys';

// The project reads every survey screen shares. Keys are API paths (the default query function
// GETs the joined key), so one key is one piece of cached data across features.
export const PROJECTS_KEY = ['/api/projects'] as const;
export const projectKey = (projectId: string) => ['/api/projects', projectId] as const;
export const projectSurveysKey = (projectId: string) => ['/api/projects', projectId, 'surveys'] as const;
export const surveyKey = (surveyId: string) => ['/api/surveys', surveyId] as const;

/** GET /api/projects: the caller's company's projects (root: every company's). */
export function useProjects() {
  return useQuery<Project[]>({ queryKey: PROJECTS_KEY });
}

/** GET /api/projects/{id}; another company's project answers 404 like a missing one. */
export function useProject(projectId: string) {
  return useQuery<Project>({ queryKey: projectKey(projectId) });
}

/** GET /api/projects/{id}/surveys: every location of the project. */
export function useProjectSurveys(projectId: string, options: { enabled?: boolean } = {}) {
  return useQuery<Survey[]>({ queryKey: projectSurveysKey(projectId), enabled: options.enabled ?? true });
}

export const STATS_KEY = ['/api/stats'] as const;

/**
 * After any project or survey write: project counts, progress and the home figures are derived
 * from surveys, so the list, every project with its surveys (prefix) and the stats refresh.
 */
export function refreshProjectData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
    queryClient.invalidateQueries({ queryKey: STATS_KEY }),
  ]);
}
