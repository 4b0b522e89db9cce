import { useQuery } from '@tanstack/react-query';
import type { SurveyTemplate } from '../../../../common/schemas/templates';

/** The key of a type's template list (read by the form and by a new location's create). */
export function surveyTemplatesKey(locationType: string): [string] {
  return [`/api/survey-templates?locationType=${encodeURIComponent(locationType)}`];
}

/** GET /api/survey-templates?locationType=: the templates a survey of this type can use. */
export function useSurveyTemplates(locationType: string) {
  return useQuery<SurveyTemplate[]>({
    queryKey: surveyTemplatesKey(locationType),
  });
}
