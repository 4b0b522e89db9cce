import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Building } from '../../common/schemas/buildings';
import type { Project } from '../../common/schemas/projects';
import type { Survey } from '../../common/schemas/surveys';
import type { UnitType } from '../../common/schemas/unit-types';
import { projectQueries } from './project-queries';
import { statsQueries } from './stats-queries';
import { surveyQueries } from './survey-queries';
import { overlayBuildings, overlayProject, overlayProjects, overlaySurvey, overlaySurveys, overlayUnitTypes, type Shown } from '../offline/overlays';
import { useOutboxEntries } from '../offline/use-outbox';

// The project reads every survey screen shares, from the domain factories (project-queries.ts,
// survey-queries.ts), so one key is one piece of cached data across features. What waits in
// the outbox is laid over them (DESIGN §6), so a screen shows the work as the surveyor left it.

/** A read with the outbox laid over its data. */
function withOverlay<TData, TShown>(query: ReturnType<typeof useQuery<TData>>, shown: TShown) {
  return { ...query, data: shown, serverData: query.data };
}

/** GET /api/projects: the caller's company's projects (root: every company's). */
export function useProjects() {
  const query = useQuery(projectQueries.list());
  const entries = useOutboxEntries();
  const data = useMemo(() => (query.data === undefined && entries.length === 0 ? undefined : overlayProjects(query.data, entries)), [query.data, entries]);
  return withOverlay<Project[], Shown<Project>[] | undefined>(query, data);
}

/** GET /api/projects/{id}; another company's project answers 404 like a missing one. */
export function useProject(projectId: string) {
  const query = useQuery(projectQueries.detail(projectId));
  const entries = useOutboxEntries();
  const data = useMemo(() => overlayProject(projectId, query.data, entries), [projectId, query.data, entries]);
  return withOverlay<Project, Shown<Project> | undefined>(query, data);
}

/** GET /api/projects/{id}/surveys: every location of the project, with those waiting on this device. */
export function useProjectSurveys(projectId: string, options: { enabled?: boolean } = {}) {
  const query = useQuery({ ...projectQueries.surveys(projectId), enabled: options.enabled ?? true });
  const entries = useOutboxEntries();
  const data = useMemo(
    () => (query.data === undefined && !entries.some((entry) => entry.target.parentId === projectId) ? undefined : overlaySurveys(projectId, query.data, entries)),
    [projectId, query.data, entries],
  );
  return withOverlay<Survey[], Shown<Survey>[] | undefined>(query, data);
}

/** GET /api/projects/{id}/buildings, with those made, changed or deleted on this device. */
export function useProjectBuildings(projectId: string) {
  const query = useQuery(projectQueries.buildings(projectId));
  const entries = useOutboxEntries();
  const data = useMemo(
    () => (query.data === undefined && !entries.some((entry) => entry.target.type === 'building' && entry.target.parentId === projectId) ? undefined : overlayBuildings(projectId, query.data, entries)),
    [projectId, query.data, entries],
  );
  return withOverlay<Building[], Shown<Building>[] | undefined>(query, data);
}

/** GET /api/projects/{id}/unit-types, with those made, renamed or deleted on this device. */
export function useProjectUnitTypes(projectId: string) {
  const query = useQuery(projectQueries.unitTypes(projectId));
  const entries = useOutboxEntries();
  const data = useMemo(
    () => (query.data === undefined && !entries.some((entry) => entry.target.type === 'unit-type' && entry.target.parentId === projectId) ? undefined : overlayUnitTypes(projectId, query.data, entries)),
    [projectId, query.data, entries],
  );
  return withOverlay<UnitType[], Shown<UnitType>[] | undefined>(query, data);
}

/**
 * GET /api/surveys/{id}, or the survey as made on this device while its create waits. `data` is
 * what to show (waiting changes laid over it); `base` is the server's state, or the create's
 * preview, which editors keep their own drafts against.
 */
export function useSurveyRead(surveyId: string | null) {
  const query = useQuery({ ...surveyQueries.detail(surveyId ?? ''), enabled: surveyId !== null });
  const entries = useOutboxEntries();
  const data = useMemo(() => (surveyId ? overlaySurvey(surveyId, query.data, entries) : undefined), [surveyId, query.data, entries]);
  const base = useMemo(
    () => query.data ?? (surveyId ? overlaySurvey(surveyId, undefined, entries.filter((entry) => entry.action === 'create')) : undefined),
    [surveyId, query.data, entries],
  );
  return { ...withOverlay<Survey, Shown<Survey> | undefined>(query, data), base };
}

/**
 * After any project or survey write: project counts, progress and the home figures are derived
 * from surveys, so every project read (the list, each project with its locations) and the stats refresh.
 */
export function refreshProjectData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectQueries.all() }),
    queryClient.invalidateQueries({ queryKey: statsQueries.all() }),
  ]);
}
