import { useQuery } from '@tanstack/react-query';
import type { SurveyTemplate } from '../../../../common/schemas/templates';
import type { LocationType } from '../../../../common/survey/location-types';
import { templatesOfTypeKey } from './template-keys';

/** GET /api/survey-templates?locationType=: the caller's company's templates of a type, then the global ones. */
export function useTemplates(locationType: LocationType) {
  return useQuery<SurveyTemplate[]>({ queryKey: templatesOfTypeKey(locationType) });
}
