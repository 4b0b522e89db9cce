import type { Db } from '../db/database';
import { attemptDelivery } from '../modules/webhooks/webhooks.service';
import type { JobDefinition } from './job-queue';

export const WEBHOOK_DELIVERY = 'webhook-delivery';

export interface WebhookDeliveryJobDeps {
  db: Db;
  /** Sends the delivery's job again for its next attempt. */
  requeue(deliveryId: string, at: Date): Promise<unknown>;
  /** The waits between attempts; the default schedule unless a test shortens it. */
  backoffMs?: readonly number[];
  /** WEBHOOK_PRIVATE_URLS. */
  allowPrivateUrls?: boolean;
}

/**
 * One attempt at one webhook delivery (issue 16). The delivery row holds its state: a job takes
 * it only while it is pending and due, so a job sent twice (or by two servers) attempts once;
 * a failure sends the next attempt's job, to start at its time.
 */
export function webhookDeliveryJob(deps: WebhookDeliveryJobDeps): JobDefinition {
  return {
    queue: WEBHOOK_DELIVERY,
    failedMessage: 'webhook delivery failed',
    async run(data, context) {
      const { deliveryId } = data as { deliveryId?: string };
      if (!deliveryId) return;
      const retryAt = await attemptDelivery(deps.db, deliveryId, { backoffMs: deps.backoffMs, signal: context.signal, allowPrivateUrls: deps.allowPrivateUrls ?? false });
      if (retryAt) await deps.requeue(deliveryId, retryAt);
    },
  };
}
