import { queryOptions } from '@tanstack/react-query';
import type { AdminUser, CompanyUsage, Invitation } from '../../../../common/schemas/admin';
import type { ApiToken } from '../../../../common/schemas/api-tokens';
import type { Webhook } from '../../../../common/schemas/webhooks';
import { apiGet } from '../../../lib/api-client';
import { calculateUsage } from './usage-calculation';

const byCompany = (companyId: string) => `companyId=${encodeURIComponent(companyId)}`;

/**
 * The administration domain's reads. Each kind of list has its own prefix, which a write
 * invalidates whole: a user write can change the admins' list and any company's users
 * (`userLists()`), an invitation any company's invitations, a company write every usage figure.
 */
export const adminQueries = {
  all: () => ['admin'] as const,

  userLists: () => ['admin', 'users'] as const,

  /** GET /api/admin/users?role=admin: the admin users of every company, for root. */
  admins: () =>
    queryOptions({
      queryKey: ['admin', 'users', { role: 'admin' }] as const,
      queryFn: ({ signal }) => apiGet<AdminUser[]>('/api/admin/users?role=admin', signal),
    }),

  /** GET /api/admin/users?companyId={id}: one company's users (a company admin only ever gets their own). */
  companyUsers: (companyId: string) =>
    queryOptions({
      queryKey: ['admin', 'users', { companyId }] as const,
      queryFn: ({ signal }) => apiGet<AdminUser[]>(`/api/admin/users?${byCompany(companyId)}`, signal),
    }),

  invitationLists: () => ['admin', 'invitations'] as const,

  /** GET /api/admin/invitations?companyId={id}: a company's invitations, each with its link. */
  companyInvitations: (companyId: string) =>
    queryOptions({
      queryKey: ['admin', 'invitations', { companyId }] as const,
      queryFn: ({ signal }) => apiGet<Invitation[]>(`/api/admin/invitations?${byCompany(companyId)}`, signal),
    }),

  usageFigures: () => ['admin', 'usage'] as const,

  /** GET /api/admin/usage: every company's usage, for root. */
  usage: () =>
    queryOptions({
      queryKey: ['admin', 'usage', 'list'] as const,
      queryFn: ({ signal }) => apiGet<CompanyUsage[]>('/api/admin/usage', signal),
    }),

  /** GET /api/admin/usage/{companyId}; if that fails, the figures are calculated instead (administration §7). */
  companyUsage: (companyId: string) =>
    queryOptions({
      queryKey: ['admin', 'usage', companyId] as const,
      queryFn: async ({ signal }) => {
        try {
          return await apiGet<CompanyUsage>(`/api/admin/usage/${companyId}`, signal);
        } catch {
          return calculateUsage(companyId);
        }
      },
    }),

  /** GET /api/admin/tokens?companyId={id}: the company's API tokens, without the tokens themselves. */
  tokens: (companyId: string) =>
    queryOptions({
      queryKey: ['admin', 'tokens', { companyId }] as const,
      queryFn: ({ signal }) => apiGet<ApiToken[]>(`/api/admin/tokens?${byCompany(companyId)}`, signal),
    }),

  /** GET /api/admin/webhooks?companyId={id}: the company's hooks with their recent deliveries. */
  webhooks: (companyId: string) =>
    queryOptions({
      queryKey: ['admin', 'webhooks', { companyId }] as const,
      queryFn: ({ signal }) => apiGet<Webhook[]>(`/api/admin/webhooks?${byCompany(companyId)}`, signal),
    }),
};
