import { randomUUID } from 'node:crypto';
import { MAX_WEBHOOKS_PER_COMPANY, type CreateWebhookBody, type CreatedWebhook, type Webhook, type WebhookDelivery, type WebhookEvent } from '../../../common/schemas/webhooks';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { companyForWrite, companyScope, requestedScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { companyExists } from '../companies/companies.service';
import { DeliveryFailure, httpStatus } from './webhook-failure';
import { postWebhook } from './webhook-post';
import { BACKOFF_MS, MAX_ATTEMPTS, newWebhookSecret, nextAttemptDelay, signatureHeader } from './webhook-signature';
import type { WebhookTargets } from './webhook-target';
import { webhookPolicy } from './webhooks.policy';
import {
  claimDeliveryAcrossCompanies,
  companyWebhookEvents,
  countCompanyWebhooks,
  deleteWebhook,
  deliveryCompanyAcrossCompanies,
  findDeliveryInScope,
  findWebhook,
  insertDeliveries,
  insertWebhook,
  listWebhooks,
  lockCompanyWebhooks,
  overdueDeliveriesAcrossCompanies,
  recentDeliveries,
  recordAttemptAcrossCompanies,
  resetDelivery,
  type WebhookDeliveryRow,
  type WebhookRow,
} from './webhooks.repo';

// Webhooks (issue 16): a company's admins (and root) subscribe URLs to events. An event that
// happens is written as one pending delivery per subscribed hook (after the change committed),
// and a job POSTs it, signed, retrying with backoff; every attempt is noted on the delivery.

/** How many deliveries of each hook the list answers. */
const RECENT_DELIVERIES = 20;
/** How long a server trusts what it knows of a company's subscriptions (events on the autosave path). */
const SUBSCRIPTIONS_TTL_MS = 5_000;
/** An attempt's time limit. */
/** Where deliveries may go: made by the jobs that deliver, through this service (the module's boundary). */
export { createWebhookTargets, type WebhookTargets } from './webhook-target';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a claimed attempt keeps others off the delivery: longer than an attempt can take. */
const CLAIM_LEASE_MS = 60_000;

/** A delivery as its job names it: the company decides its share of the delivery pool. */
export interface DeliveryRef {
  id: string;
  companyId: string;
}

/** Sends the job that delivers a delivery (at a time, for a retry); the background jobs do it. */
export interface WebhookDispatch {
  sendWebhookDelivery(delivery: DeliveryRef, at?: Date): Promise<unknown>;
}

export interface WebhookEvents {
  /**
   * Records an event of a company for its subscribed hooks and dispatches their deliveries. Call
   * it after the change committed. Costs a lookup in memory when the company has no such hook;
   * never throws (an event that cannot be recorded is reported to `onError`).
   */
  emit(companyId: string, event: WebhookEvent, data: object): Promise<void>;
  /** Forgets what this server knows of a company's subscriptions (a hook made or deleted). */
  forget(companyId: string): void;
}

export function createWebhookEvents(db: Db, options: { dispatch?: WebhookDispatch; onError?: (error: unknown) => void } = {}): WebhookEvents {
  const known = new Map<string, { events: Set<string>; until: number }>();
  const subscribed = async (companyId: string, event: WebhookEvent) => {
    const now = Date.now();
    let entry = known.get(companyId);
    if (!entry || entry.until < now) {
      const rows = await companyWebhookEvents(db, companyScope(companyId));
      entry = { events: new Set(rows.flatMap((row) => row.events)), until: now + SUBSCRIPTIONS_TTL_MS };
      if (known.size > 10_000) known.clear();
      known.set(companyId, entry);
    }
    return entry.events.has(event);
  };
  return {
    async emit(companyId, event, data) {
      try {
        if (!(await subscribed(companyId, event))) return;
        const now = new Date();
        const payload = { id: randomUUID(), event, createdAt: now.toISOString(), data };
        const rows = await insertDeliveries(db, companyScope(companyId), event, payload, now);
        for (const row of rows) await options.dispatch?.sendWebhookDelivery({ id: row.id, companyId });
      } catch (error) {
        options.onError?.(error);
      }
    },
    forget(companyId) {
      known.delete(companyId);
    },
  };
}

export function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentWebhook(row: WebhookRow, deliveries: WebhookDeliveryRow[]): Webhook {
  return {
    id: row.id,
    companyId: row.companyId,
    url: row.url,
    events: row.events as WebhookEvent[],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    deliveries: deliveries.filter((delivery) => delivery.webhookId === row.id).map(presentDelivery),
  };
}

/** Whoever may list webhooks may ask to change one; that change's own rule decides the rest. */
function requireAdmin(actor: UserRow) {
  authorize(webhookPolicy, actor, 'webhook.list', scopeOf(actor), 'Only administrators manage webhooks.');
}

export function createWebhooksService(db: Db, deps: { events: WebhookEvents; dispatch?: WebhookDispatch; targets: WebhookTargets }) {
  return {
    async create(actor: UserRow, body: CreateWebhookBody): Promise<CreatedWebhook> {
      requireAdmin(actor);
      // An admin's hooks are their company's; root names the company (another's id is a 404 for an admin).
      const companyId = await companyForWrite(actor, body.companyId, { whenRootNamesNone: { ask: 'Name the company the webhook is for.' }, exists: (id) => companyExists(db, id) });
      authorize(webhookPolicy, actor, 'webhook.create', { companyId });
      if (!deps.targets.acceptsUrl(body.url)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'This address is on an internal network or is this server’s own; webhooks call public addresses (WEBHOOK_PRIVATE_URLS allows internal ones).',
          { details: { fields: [{ field: 'body.url', message: 'Not a public address' }] } },
        );
      }
      const secret = body.secret ?? newWebhookSecret();
      const events = [...new Set(body.events)];
      const row = await db.transaction(async (tx) => {
        const company = companyScope(companyId);
        await lockCompanyWebhooks(tx, company);
        if ((await countCompanyWebhooks(tx, company)) >= MAX_WEBHOOKS_PER_COMPANY) {
          throw new AppError('WEBHOOK_LIMIT_REACHED', `This company already has ${MAX_WEBHOOKS_PER_COMPANY} webhooks, the most it may have; delete one to add another.`);
        }
        const inserted = await insertWebhook(tx, scopeOf(actor), { companyId, createdBy: actor.id, url: body.url, events, secret });
        await recordAudit(tx, { action: 'webhook.create', actorId: actor.id, companyId, subjectType: 'webhook', subjectId: inserted.id, data: { url: inserted.url, events } });
        return inserted;
      });
      deps.events.forget(companyId);
      return { ...presentWebhook(row, []), secret };
    },

    async list(actor: UserRow, companyId: string | undefined): Promise<Webhook[]> {
      requireAdmin(actor);
      const scope = companyId ? requestedScope(actor, companyId) : scopeOf(actor);
      const hooks = await listWebhooks(db, scope, companyId);
      const deliveries = await recentDeliveries(db, scope, hooks.map((hook) => hook.id), RECENT_DELIVERIES);
      return hooks.map((hook) => presentWebhook(hook, deliveries));
    },

    async remove(actor: UserRow, id: string) {
      requireAdmin(actor);
      const scope = scopeOf(actor);
      const hook = await findWebhook(db, scope, id);
      if (!hook) throw new AppError('NOT_FOUND', 'Webhook not found.');
      authorize(webhookPolicy, actor, 'webhook.delete', hook);
      const row = await db.transaction(async (tx) => {
        const deleted = await deleteWebhook(tx, scope, id);
        if (!deleted) throw new AppError('NOT_FOUND', 'Webhook not found.');
        await recordAudit(tx, { action: 'webhook.delete', actorId: actor.id, companyId: deleted.companyId, subjectType: 'webhook', subjectId: deleted.id, data: { url: deleted.url } });
        return deleted;
      });
      deps.events.forget(row.companyId);
    },

    /** Sends a delivery again (whatever became of it), its attempts counted afresh. */
    async redeliver(actor: UserRow, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
      requireAdmin(actor);
      const scope = scopeOf(actor);
      const found = await findDeliveryInScope(db, scope, webhookId, deliveryId);
      if (!found) throw new AppError('NOT_FOUND', 'Delivery not found.');
      authorize(webhookPolicy, actor, 'webhook.redeliver', found.hook);
      const row = await resetDelivery(db, scope, deliveryId, new Date());
      if (!row) throw new AppError('NOT_FOUND', 'Delivery not found.');
      await deps.dispatch?.sendWebhookDelivery({ id: row.id, companyId: found.hook.companyId });
      return presentDelivery(row);
    },
  };
}

export interface DeliveryOptions {
  /** Where deliveries may go, and how names resolve. */
  targets: WebhookTargets;
  /** The waits between attempts (BACKOFF_MS unless a test shortens them). */
  backoffMs?: readonly number[];
  timeoutMs?: number;
  /** Aborted when the server stops. */
  signal?: AbortSignal;
  now?: () => Date;
}

/**
 * One attempt at a due pending delivery: POSTs it signed and notes the outcome. Answers when to
 * try again after a failure (null: delivered, given up, or not due: another server has it).
 */
export async function attemptDelivery(db: Db, deliveryId: string, options: DeliveryOptions): Promise<Date | null> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDeliveryAcrossCompanies(db, deliveryId, now(), CLAIM_LEASE_MS);
  if (!claimed) return null;
  const { delivery, hook } = claimed;
  const payload = delivery.payload as { id: string; event: string; createdAt: string; data: unknown };
  const body = JSON.stringify({ id: payload.id, event: payload.event, createdAt: payload.createdAt, data: payload.data });
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    // Judged at each attempt (a name may resolve elsewhere since the hook was made), and the
    // connection goes to the address judged.
    const address = await options.targets.pin(hook.url);
    statusCode = await postWebhook({
      url: hook.url,
      address,
      timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      signal: options.signal,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Riser-Webhooks/1',
        'X-Riser-Event': delivery.event,
        'X-Riser-Delivery': delivery.id,
        'X-Riser-Signature': signatureHeader(hook.secret, body, now()),
      },
      body,
    });
    if (statusCode < 200 || statusCode >= 300) error = httpStatus(statusCode);
  } catch (caught) {
    // Anything else is ours (a bug), not the receiver's: the job's log has it, and the delivery,
    // still pending, is sent again on the sweep's tick.
    if (!(caught instanceof DeliveryFailure)) throw caught;
    error = caught.message;
  }
  if (!error) {
    await recordAttemptAcrossCompanies(db, delivery.id, { status: 'delivered', lastStatusCode: statusCode, lastError: null, nextAttemptAt: null, deliveredAt: now() });
    return null;
  }
  const delay = nextAttemptDelay(delivery.attempts, options.backoffMs ?? BACKOFF_MS, MAX_ATTEMPTS);
  const retryAt = delay === null ? null : new Date(now().getTime() + delay);
  await recordAttemptAcrossCompanies(db, delivery.id, { status: retryAt ? 'pending' : 'failed', lastStatusCode: statusCode, lastError: error.slice(0, 500), nextAttemptAt: retryAt, deliveredAt: null });
  return retryAt;
}

/** Pending deliveries whose job was lost (a server stopped before sending it): due again. */
export function overdueWebhookDeliveries(db: Db, graceMs: number): Promise<DeliveryRef[]> {
  return overdueDeliveriesAcrossCompanies(db, new Date(Date.now() - graceMs - CLAIM_LEASE_MS), 500);
}

/** The company of a delivery whose job did not name it (sent by an earlier Riser). */
export const webhookDeliveryCompany = (db: Db, deliveryId: string) => deliveryCompanyAcrossCompanies(db, deliveryId);
