import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Project } from '../../common/schemas/projects';
import type { Survey } from '../../common/schemas/surveys';
import { overlayProject, overlayProjects, overlaySurvey, overlaySurveys, type Shown } from '../offline/overlays';
import { useOutboxEntries } from '../offline/use-outbox';

// The project reads every survey screen shares. Keys are API paths (the default query function
// GETs the joined key), so one key is one piece of cached data across features. What waits in
// the outbox is laid over them (DESIGN §6), so a screen shows the work as the surveyor left it.

export const PROJECTS_KEY = ['/api/projects'] as const;
export const projectKey = (projectId: string) => ['/api/projects', projectId] as const;
export const projectSurveysKey = (projectId: string) => ['/api/projects', projectId, 'surveys'] as const;
export const surveyKey = (surveyId: string) => ['/api/surveys', surveyId] as const;

/** A read with the outbox laid over its data. */
function withOverlay<TData, TShown>(query: ReturnType<typeof useQuery<TData>>, shown: TShown) {
  return { ...query, data: shown, serverData: query.data };
}

/** GET /api/projects: the caller's company's projects (root: every company's). */
export function useProjects() {
  const query = useQuery<Project[]>({ queryKey: PROJECTS_KEY });
  const entries = useOutboxEntries();
  const data = useMemo(() => (query.data === undefined && entries.length === 0 ? undefined : overlayProjects(query.data, entries)), [query.data, entries]);
  return withOverlay<Project[], Shown<Project>[] | undefined>(query, data);
}

/** GET /api/projects/{id}; another company's project answers 404 like a missing one. */
export function useProject(projectId: string) {
  const query = useQuery<Project>({ queryKey: projectKey(projectId) });
  const entries = useOutboxEntries();
  const data = useMemo(() => overlayProject(projectId, query.data, entries), [projectId, query.data, entries]);
  return withOverlay<Project, Shown<Project> | undefined>(query, data);
}

/** GET /api/projects/{id}/surveys: every location of the project, with those waiting on this device. */
export function useProjectSurveys(projectId: string, options: { enabled?: boolean } = {}) {
  const query = useQuery<Survey[]>({ queryKey: projectSurveysKey(projectId), enabled: options.enabled ?? true });
  const entries = useOutboxEntries();
  const data = useMemo(
    () => (query.data === undefined && !entries.some((entry) => entry.target.parentId === projectId) ? undefined : overlaySurveys(projectId, query.data, entries)),
    [projectId, query.data, entries],
  );
  return withOverlay<Survey[], Shown<Survey>[] | undefined>(query, data);
}

/**
 * GET /api/surveys/{id}, or the survey as made on this device while its create waits. `data` is
 * what to show (waiting changes laid over it); `base` is the server's state, or the create's
 * preview, which editors keep their own drafts against.
 */
export function useSurveyRead(surveyId: string | null) {
  const query = useQuery<Survey>({ queryKey: surveyKey(surveyId ?? ''), enabled: surveyId !== null });
  const entries = useOutboxEntries();
  const data = useMemo(() => (surveyId ? overlaySurvey(surveyId, query.data, entries) : undefined), [surveyId, query.data, entries]);
  const base = useMemo(
    () => query.data ?? (surveyId ? overlaySurvey(surveyId, undefined, entries.filter((entry) => entry.action === 'create')) : undefined),
    [surveyId, query.data, entries],
  );
  return { ...withOverlay<Survey, Shown<Survey> | undefined>(query, data), base };
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
