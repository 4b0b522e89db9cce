import type { Action } from '../../auth/actions';
import type { PolicyOf } from '../../auth/authorize';
import { administers, isRoot, type Actor } from '../../auth/member-policy';
import type { Scope } from '../../auth/scope';

export type WebhookAction = Extract<Action, `webhook.${string}`>;

/** Issue 16: a company's webhooks are subscribed, deleted and redelivered by its admins, and by root. */
export const webhookPolicy = {
  // Any admin; which hooks they see is their scope's business (one without a company sees none).
  'webhook.list': (actor: Actor, _scope: Scope) => isRoot(actor) || actor.role === 'admin',
  'webhook.create': (actor: Actor, hook: { companyId: string }) => administers(actor, hook),
  'webhook.delete': (actor: Actor, hook: { companyId: string }) => administers(actor, hook),
  'webhook.redeliver': (actor: Actor, hook: { companyId: string }) => administers(actor, hook),
} satisfies PolicyOf<WebhookAction, Actor>;
