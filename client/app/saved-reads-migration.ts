import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { isLocationType } from '../../common/survey/location-types';
import { adminQueries } from '../features/admin/api/admin-queries';
import { invitationQuery } from '../features/invitations/api/get-invitation';
import { companyQueries } from '../lib/company-queries';
import { CURRENT_USER_KEY } from '../lib/current-user-query';
import { projectQueries } from '../lib/project-queries';
import { statsQueries } from '../lib/stats-queries';
import { surveyQueries } from '../lib/survey-queries';
import { templateQueries } from '../lib/template-queries';

// Reads saved by Riser before issue 24 were keyed by their API path (['/api/projects', id]).
// They are carried over to the domain keys instead of thrown away: a surveyor whose app updates
// in the lobby still finds in the basement the project they made available offline yesterday.

/** The cache shape whose keys are API paths, query strings in the first part. */
export const PATH_KEYED_SHAPE = '2';

const isId = (part: unknown): part is string => typeof part === 'string' && part !== '';

/** A path-keyed read's key as the read factories spell it today; undefined for a read no screen asks for any more. */
export function domainKeyOf(pathKey: readonly unknown[]): QueryKey | undefined {
  const [first, a, b, ...more] = pathKey;
  if (typeof first !== 'string' || more.length > 0) return undefined;
  const [path = '', search = ''] = first.split('?');
  const params = new URLSearchParams(search);
  const companyId = params.get('companyId');
  const parts = pathKey.length - 1;

  switch (path) {
    case '/api/user':
      return parts === 0 ? CURRENT_USER_KEY : undefined;
    case '/api/projects':
      if (parts === 0) return projectQueries.list().queryKey;
      if (parts === 1 && isId(a)) return projectQueries.detail(a).queryKey;
      if (parts === 2 && isId(a) && b === 'surveys') return projectQueries.surveys(a).queryKey;
      return undefined;
    case '/api/surveys':
      if (parts === 1 && isId(a)) return surveyQueries.detail(a).queryKey;
      if (parts === 2 && isId(a) && b === 'photos') return surveyQueries.photos(a).queryKey;
      return undefined;
    case '/api/stats':
      return parts === 0 ? statsQueries.home().queryKey : undefined;
    case '/api/survey-templates': {
      const locationType = params.get('locationType');
      if (parts === 0 && locationType !== null && isLocationType(locationType)) return templateQueries.list(locationType).queryKey;
      if (parts === 2 && isId(a) && isLocationType(a) && b === 'default') return templateQueries.typeDefault(a).queryKey;
      if (parts === 2 && isId(a) && isVersion(b)) return templateQueries.version(a, b.version).queryKey;
      return undefined;
    }
    case '/api/companies':
      if (parts === 0) return companyQueries.list().queryKey;
      if (parts === 2 && isId(a) && b === 'quantity-settings') return companyQueries.quantitySettings(a).queryKey;
      return undefined;
    case '/api/invitations':
      return parts === 1 && isId(a) ? invitationQuery(a).queryKey : undefined;
    case '/api/admin/users':
      if (parts === 0 && params.get('role') === 'admin') return adminQueries.admins().queryKey;
      return parts === 0 && companyId ? adminQueries.companyUsers(companyId).queryKey : undefined;
    case '/api/admin/invitations':
      return parts === 0 && companyId ? adminQueries.companyInvitations(companyId).queryKey : undefined;
    case '/api/admin/usage':
      if (parts === 0) return adminQueries.usage().queryKey;
      return parts === 1 && isId(a) ? adminQueries.companyUsage(a).queryKey : undefined;
    case '/api/admin/tokens':
      return parts === 0 && companyId ? adminQueries.tokens(companyId).queryKey : undefined;
    case '/api/admin/webhooks':
      return parts === 0 && companyId ? adminQueries.webhooks(companyId).queryKey : undefined;
    default:
      return undefined;
  }
}

function isVersion(part: unknown): part is { version: number | null } {
  if (typeof part !== 'object' || part === null || !('version' in part)) return false;
  const { version } = part;
  return version === null || typeof version === 'number';
}

/**
 * Saved reads of the path-keyed shape, rekeyed for `toShape`: each read under its domain key
 * with that key's hash (hydrate files a read under the hash it was saved with), reads no
 * factory makes any more dropped.
 */
export function migratePathKeyedReads(saved: PersistedClient, toShape: string): PersistedClient {
  const queries = saved.clientState.queries.flatMap((query) => {
    const queryKey = domainKeyOf(query.queryKey);
    return queryKey ? [{ ...query, queryKey, queryHash: hashKey(queryKey) }] : [];
  });
  return { ...saved, buster: toShape, clientState: { ...saved.clientState, queries } };
}
