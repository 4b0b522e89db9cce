import { useQuery } from '@tanstack/react-query';
import type { SurveyTemplate } from '../../../../common/schemas/templates';
import type { LocationType } from '../../../../common/survey/location-types';
import { defaultTemplateKey } from './template-keys';

/** GET /api/survey-templates/{type}/default: the effective default, asked only when the list is empty. */
export function useDefaultTemplate(locationType: LocationType, { enabled }: { enabled: boolean }) {
  return useQuery<SurveyTemplate>({ queryKey: defaultTemplateKey(locationType), enabled });
}
