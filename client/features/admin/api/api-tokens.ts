import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenRole, CreatedApiToken } from '../../../../common/schemas/api-tokens';
import { useApiMutation } from '../../../lib/mutations';

// The company's API tokens (issue 16): an admin's business, made and revoked online (a token is
// shown once, so it is never made on a device without signal).

export const apiTokensKey = (companyId: string) => [`/api/admin/tokens?companyId=${encodeURIComponent(companyId)}`] as const;

/** GET /api/admin/tokens?companyId={id}: the company's tokens, without the tokens themselves. */
export function useApiTokens(companyId: string) {
  return useQuery<ApiToken[]>({ queryKey: apiTokensKey(companyId) });
}

export function useCreateApiToken(companyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ name: string; role: ApiTokenRole }, CreatedApiToken>({
    request: (body) => ({ method: 'POST', path: '/api/admin/tokens', body: { ...body, companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey(companyId) }),
  });
}

export function useRevokeApiToken(companyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ id: string }, void>({
    request: ({ id }) => ({ method: 'DELETE', path: `/api/admin/tokens/${encodeURIComponent(id)}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey(companyId) }),
  });
}
