import { queryOptions } from '@tanstack/react-query';
import type { SurveyTemplate } from '../../common/schemas/templates';
import type { LocationType } from '../../common/survey/location-types';
import { apiGet } from './api-client';

export const TEMPLATES_PATH = '/api/survey-templates';

/**
 * The templates domain's reads, shared by the template editor, the survey form, a new
 * location's create and "Make available offline". After a template write `all()` refreshes every
 * one of them (the lists, the defaults and the versions read).
 */
export const templateQueries = {
  all: () => ['templates'] as const,

  /** GET /api/survey-templates?locationType=: the caller's company's templates of a type, then the global ones. */
  list: (locationType: LocationType) =>
    queryOptions({
      queryKey: ['templates', 'list', { locationType }] as const,
      queryFn: ({ signal }) => apiGet<SurveyTemplate[]>(`${TEMPLATES_PATH}?locationType=${encodeURIComponent(locationType)}`, signal),
    }),

  /** GET /api/survey-templates/{type}/default: the type's effective default, asked only when the list is empty. */
  typeDefault: (locationType: LocationType) =>
    queryOptions({
      queryKey: ['templates', 'default', { locationType }] as const,
      queryFn: ({ signal }) => apiGet<SurveyTemplate>(`${TEMPLATES_PATH}/${encodeURIComponent(locationType)}/default`, signal),
    }),

  /**
   * GET /api/survey-templates/{id}?version=: the fields a survey was filled against (null: the
   * current version). A saved version never changes, so it is read once and kept for offline use.
   */
  version: (templateId: string, version: number | null) =>
    queryOptions({
      queryKey: ['templates', templateId, { version }] as const,
      queryFn: ({ signal }) =>
        apiGet<SurveyTemplate>(`${TEMPLATES_PATH}/${encodeURIComponent(templateId)}${version === null ? '' : `?version=${version}`}`, signal),
      staleTime: version === null ? 0 : Infinity,
    }),
};
