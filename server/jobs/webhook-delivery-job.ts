import type { Db } from '../db/database';
import { attemptDelivery, webhookDeliveryCompany, type DeliveryRef, type WebhookTargets } from '../modules/webhooks/webhooks.service';
import { createFairPool } from './fair-pool';
import type { JobContext, JobDefinition } from './job-queue';

export const WEBHOOK_DELIVERY = 'webhook-delivery';

/** Jobs taken per fetch: an event of a company with 20 hooks is 20 jobs. */
const BATCH_SIZE = 50;

export interface WebhookDeliveryJobDeps {
  db: Db;
  /** Sends the delivery's job again: for its next attempt (at its time), or now for another server. */
  requeue(delivery: DeliveryRef, at?: Date): Promise<unknown>;
  /** Where deliveries may go (WEBHOOK_PRIVATE_URLS), and how names resolve. */
  targets: WebhookTargets;
  /** Attempts under way at once on this server (WEBHOOK_CONCURRENCY). */
  concurrency: number;
  /** Attempts under way at once for one company on this server (WEBHOOK_COMPANY_CONCURRENCY). */
  companyConcurrency: number;
  /** The waits between attempts; the default schedule unless a test shortens them. */
  backoffMs?: readonly number[];
}

interface Held {
  delivery: DeliveryRef;
  context: JobContext;
}

/**
 * One attempt at one webhook delivery (issues 16, 23). The delivery row holds its state: an
 * attempt claims it only while it is pending and due, so a job sent twice (or by two servers)
 * attempts once; a failure sends the next attempt's job, to start at its time.
 *
 * A job hands its delivery to this server's pool and ends: attempts run `concurrency` at once, at
 * most `companyConcurrency` of one company's, the next slot to the company that waited longest. A
 * company whose receivers stall (10 s an attempt) holds its own slots, never another's. When the
 * server stops, the deliveries still waiting are sent again for another server or the restart;
 * a server killed outright leaves them pending, and the sweep's tick sends them again.
 */
export function webhookDeliveryJob(deps: WebhookDeliveryJobDeps): JobDefinition {
  // Deliveries in the pool (waiting or under way): a job sent twice is handed on once.
  const held = new Set<string>();
  const pool = createFairPool<Held>({ size: deps.concurrency, perKey: deps.companyConcurrency }, async ({ delivery, context }) => {
    try {
      const retryAt = await attemptDelivery(deps.db, delivery.id, { targets: deps.targets, backoffMs: deps.backoffMs, signal: context.signal });
      if (retryAt) await deps.requeue(delivery, retryAt);
    } catch (err) {
      context.log.error({ err, deliveryId: delivery.id }, 'webhook delivery failed');
    } finally {
      held.delete(delivery.id);
    }
  });

  return {
    queue: WEBHOOK_DELIVERY,
    failedMessage: 'webhook delivery failed',
    batchSize: BATCH_SIZE,
    async run(data, context) {
      const { deliveryId, companyId } = data as { deliveryId?: string; companyId?: string };
      if (!deliveryId || held.has(deliveryId)) return;
      // Jobs sent by an earlier Riser name no company.
      const company = companyId ?? (await webhookDeliveryCompany(deps.db, deliveryId));
      if (!company) return; // its hook was deleted
      held.add(deliveryId);
      pool.submit(company, { delivery: { id: deliveryId, companyId: company }, context });
    },
    async stop() {
      const { waiting, idle } = pool.close();
      for (const { delivery } of waiting) await deps.requeue(delivery);
      await idle;
    },
  };
}
