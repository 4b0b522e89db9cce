import type { QueryClient } from '@tanstack/react-query';

// Read keys are the API paths the default query function GETs (query strings kept in one part);
// other features use the same keys, so the cache is shared.
export const COMPANIES_KEY = ['/api/companies'] as const;
export const ADMIN_USERS_KEY = ['/api/admin/users?role=admin'] as const;
export const companyUsersKey = (companyId: string) =>
  [`/api/admin/users?companyId=${encodeURIComponent(companyId)}`] as const;
export const USAGE_KEY = ['/api/admin/usage'] as const;
export const companyUsageKey = (companyId: string) => ['/api/admin/usage', companyId] as const;
export const invitationsKey = (companyId: string) =>
  [`/api/admin/invitations?companyId=${encodeURIComponent(companyId)}`] as const;

const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(prefix);

/** Every user list (admins, each company's users): a user write can change any of them. */
export function invalidateUserLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: startsWith('/api/admin/users') });
}

export function invalidateInvitationLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: startsWith('/api/admin/invitations') });
}

/** The usage figures, of all companies and of each. */
export function invalidateUsage(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: USAGE_KEY });
}
