import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenRole, CreatedApiToken } from '../../../../common/schemas/api-tokens';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

// The company's API tokens (issue 16): an admin's business, made and revoked online (a token is
// shown once, so it is never made on a device without signal).

/** The company's tokens, without the tokens themselves. */
export function useApiTokens(companyId: string) {
  return useQuery(adminQueries.tokens(companyId));
}

export function useCreateApiToken(companyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ name: string; role: ApiTokenRole }, CreatedApiToken>({
    request: (body) => ({ method: 'POST', path: '/api/admin/tokens', body: { ...body, companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.tokens(companyId).queryKey }),
  });
}

export function useRevokeApiToken(companyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ id: string }, void>({
    request: ({ id }) => ({ method: 'DELETE', path: `/api/admin/tokens/${encodeURIComponent(id)}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.tokens(companyId).queryKey }),
  });
}
