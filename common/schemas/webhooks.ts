import { z } from 'zod';

// Webhooks (issue 16): a company's admins subscribe a URL to events; each delivery is POSTed as
// JSON `{id, event, createdAt, data}`, signed in `X-Riser-Signature: t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<body>" with the hook's secret>`, and retried with backoff.

export const WEBHOOK_EVENTS = [
  'location.completed',
  'project.completed',
  'photo.added',
  'quantities.changed',
  // Review and handoff (DESIGN §16).
  'location.submitted',
  'location.approved',
  'location.returned',
  'comment.added',
] as const;
export const WebhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/**
 * The most hooks a company may have (issue 23): each event costs one delivery per hook, and a
 * company's deliveries share a fixed part of the server's delivery pool.
 */
export const MAX_WEBHOOKS_PER_COMPANY = 20;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDelivery = z
  .object({
    id: z.uuid(),
    event: WebhookEvent,
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const Webhook = z
  .object({
    id: z.uuid(),
    companyId: z.uuid(),
    url: z.string(),
    events: z.array(WebhookEvent),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    /** The most recent deliveries, newest first. */
    deliveries: z.array(WebhookDelivery),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof Webhook>;

export const CreatedWebhook = Webhook.extend({
  /** Shown this once: sign-checking needs it. */
  secret: z.string(),
}).meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const CreateWebhookBody = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, { error: 'Give an http(s) URL.' }),
  events: z.array(WebhookEvent).min(1, { error: 'Choose at least one event.' }).max(WEBHOOK_EVENTS.length),
  /** Generated when not given. */
  secret: z.string().min(16, { error: 'A secret has at least 16 characters.' }).max(200).optional(),
  /** Root names the company; an admin's hooks are always their own company's. */
  companyId: z.uuid().optional(),
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

export const WebhookListQuery = z.strictObject({ companyId: z.uuid().optional() });

export const WebhookDeliveryParams = z.object({ id: z.uuid({ error: 'Not a valid id' }), deliveryId: z.uuid({ error: 'Not a valid id' }) });
