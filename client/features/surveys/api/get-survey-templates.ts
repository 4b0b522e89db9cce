import { useQuery } from '@tanstack/react-query';
import type { LocationType } from '../../../../common/survey/location-types';
import { templateQueries } from '../../../lib/template-queries';

/** The templates a survey of this type can use (the same cached list as the template editor's). */
export function useSurveyTemplates(locationType: LocationType) {
  return useQuery(templateQueries.list(locationType));
}
