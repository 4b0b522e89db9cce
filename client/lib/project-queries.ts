import { queryOptions } from '@tanstack/react-query';
import type { Project } from '../../common/schemas/projects';
import type { Building } from '../../common/schemas/buildings';
import type { Survey } from '../../common/schemas/surveys';
import type { UnitType } from '../../common/schemas/unit-types';
import { apiGet } from './api-client';

/**
 * The projects domain's reads. A key runs from the domain to a project to what hangs under it,
 * so invalidating a prefix refreshes everything below: `all()` every project read, a project's
 * `detail` key that project and its locations.
 */
export const projectQueries = {
  all: () => ['projects'] as const,

  /** GET /api/projects: the caller's company's projects (root: every company's). */
  list: () =>
    queryOptions({
      queryKey: ['projects', 'list'] as const,
      queryFn: ({ signal }) => apiGet<Project[]>('/api/projects', signal),
    }),

  /** GET /api/projects/{id}; another company's project answers 404 like a missing one. */
  detail: (projectId: string) =>
    queryOptions({
      queryKey: ['projects', projectId] as const,
      queryFn: ({ signal }) => apiGet<Project>(`/api/projects/${encodeURIComponent(projectId)}`, signal),
    }),

  /** GET /api/projects/{id}/surveys: every location of the project. */
  surveys: (projectId: string) =>
    queryOptions({
      queryKey: ['projects', projectId, 'surveys'] as const,
      queryFn: ({ signal }) => apiGet<Survey[]>(`/api/projects/${encodeURIComponent(projectId)}/surveys`, signal),
    }),

  /** GET /api/projects/{id}/buildings: the project's buildings by name (DESIGN §15). */
  buildings: (projectId: string) =>
    queryOptions({
      queryKey: ['projects', projectId, 'buildings'] as const,
      queryFn: ({ signal }) => apiGet<Building[]>(`/api/projects/${encodeURIComponent(projectId)}/buildings`, signal),
    }),

  /** GET /api/projects/{id}/unit-types: the project's unit types (typical units) by name. */
  unitTypes: (projectId: string) =>
    queryOptions({
      queryKey: ['projects', projectId, 'unit-types'] as const,
      queryFn: ({ signal }) => apiGet<UnitType[]>(`/api/projects/${encodeURIComponent(projectId)}/unit-types`, signal),
    }),
};
