import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SurveyTemplate } from '../../../../common/schemas/templates';
import { templateQueries } from '../../../lib/template-queries';

/** The fields a survey was filled against (its template's version; null: the current one). */
export function useTemplateVersion(templateId: string | null, version: number | null) {
  return useQuery({ ...templateQueries.version(templateId ?? '', version), enabled: templateId !== null });
}

/**
 * A template list holds each template's current version whole: kept as that version's read too,
 * a location made later without signal opens its form from it (DESIGN §6).
 */
export function keepTemplateVersions(queryClient: QueryClient, templates: readonly SurveyTemplate[]) {
  for (const template of templates) queryClient.setQueryData(templateQueries.version(template.id, template.version).queryKey, template);
}
