import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, WebhookDelivery, WebhookEvent } from '../../../../common/schemas/webhooks';
import { useApiMutation } from '../../../lib/mutations';
import { adminQueries } from './admin-queries';

// The company's webhooks (issue 16): made, deleted and redelivered online by an admin (a hook's
// secret is shown once, so it is never made on a device without signal).

/** The company's hooks with their recent deliveries, refreshed while pending ones wait. */
export function useWebhooks(companyId: string) {
  return useQuery({
    ...adminQueries.webhooks(companyId),
    refetchInterval: (query) => (query.state.data?.some((hook) => hook.deliveries.some((delivery) => delivery.status === 'pending')) ? 3_000 : 15_000),
  });
}

export function useCreateWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ url: string; events: WebhookEvent[]; secret?: string }, CreatedWebhook>({
    request: (body) => ({ method: 'POST', path: '/api/admin/webhooks', body: { ...body, companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.webhooks(companyId).queryKey }),
  });
}

export function useDeleteWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ id: string }, void>({
    request: ({ id }) => ({ method: 'DELETE', path: `/api/admin/webhooks/${encodeURIComponent(id)}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.webhooks(companyId).queryKey }),
  });
}

export function useRedeliverWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useApiMutation<{ webhookId: string; deliveryId: string }, WebhookDelivery>({
    request: ({ webhookId, deliveryId }) => ({ method: 'POST', path: `/api/admin/webhooks/${encodeURIComponent(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.webhooks(companyId).queryKey }),
  });
}
