import { useQuery } from '@tanstack/react-query';
import type { SurveyTemplate } from '../../../../common/schemas/templates';

/** GET /api/survey-templates?locationType=: the templates a survey of this type can use. */
export function useSurveyTemplates(locationType: string) {
  return useQuery<SurveyTemplate[]>({
    queryKey: [`/api/survey-templates?locationType=${encodeURIComponent(locationType)}`],
  });
}
