import type { Query, QueryClient } from '@tanstack/react-query';
import type { LocationType } from '../../../../common/survey/location-types';

// Read keys are API paths (the default query function GETs the joined key). The list key is
// the one the survey form reads too, so both share one cache entry.
export const TEMPLATES_PATH = '/api/survey-templates';

export const templatesOfTypeKey = (locationType: LocationType) =>
  [`${TEMPLATES_PATH}?locationType=${encodeURIComponent(locationType)}`] as const;

export const defaultTemplateKey = (locationType: LocationType) => [TEMPLATES_PATH, locationType, 'default'] as const;

// A key's first part may carry a query string, so a plain prefix match on
// ['/api/survey-templates'] would miss the lists: match on the path instead.
const isTemplateQuery = (query: Query) => {
  const [first] = query.queryKey;
  return typeof first === 'string' && (first === TEMPLATES_PATH || first.startsWith(`${TEMPLATES_PATH}?`) || first.startsWith(`${TEMPLATES_PATH}/`));
};

/** After a template write: every template read refetches (the editor's and the survey form's). */
export function invalidateTemplates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: isTemplateQuery });
}
