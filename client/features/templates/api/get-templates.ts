import { useQuery } from '@tanstack/react-query';
import type { LocationType } from '../../../../common/survey/location-types';
import { templateQueries } from '../../../lib/template-queries';

/** The caller's company's templates of a type, then the global ones (the editor's list). */
export function useTemplates(locationType: LocationType) {
  return useQuery(templateQueries.list(locationType));
}
