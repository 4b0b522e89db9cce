import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SurveyTemplate } from '../../../../common/schemas/templates';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/survey-templates/{id}?version=: the fields a survey was filled against. A template
 * version never changes once saved, so it is read once (and kept on the device for offline use).
 */
export function templateVersionQueryOptions(templateId: string, version: number | null) {
  return queryOptions<SurveyTemplate>({
    queryKey: ['/api/survey-templates', templateId, { version }],
    queryFn: ({ signal }) =>
      apiRequest<SurveyTemplate>('GET', `/api/survey-templates/${encodeURIComponent(templateId)}${version === null ? '' : `?version=${version}`}`, undefined, {
        signal,
      }),
    staleTime: version === null ? 0 : Infinity,
  });
}

export function useTemplateVersion(templateId: string | null, version: number | null) {
  return useQuery({ ...templateVersionQueryOptions(templateId ?? '', version), enabled: templateId !== null });
}

/**
 * A template list holds each template's current version whole: kept as that version's read too,
 * a location made later without signal opens its form from it (DESIGN §6).
 */
export function keepTemplateVersions(queryClient: QueryClient, templates: readonly SurveyTemplate[]) {
  for (const template of templates) queryClient.setQueryData(templateVersionQueryOptions(template.id, template.version).queryKey, template);
}
