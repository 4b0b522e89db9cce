import { useQuery } from '@tanstack/react-query';
import type { LocationType } from '../../../../common/survey/location-types';
import { templateQueries } from '../../../lib/template-queries';

/** The type's effective default, asked only when the list is empty. */
export function useDefaultTemplate(locationType: LocationType, { enabled }: { enabled: boolean }) {
  return useQuery({ ...templateQueries.typeDefault(locationType), enabled });
}
