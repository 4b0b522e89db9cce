import type { Action } from '../../auth/actions';
import type { PolicyOf } from '../../auth/authorize';
import { administers, administersScope, type Actor } from '../../auth/member-policy';
import type { Scope } from '../../auth/scope';

export type UsageAction = Extract<Action, `usage.${string}`>;

/** administration §6: root sees every company's usage, a company admin their own; users none. */
export const usagePolicy = {
  'usage.view': (actor: Actor, scope: Scope) => administersScope(actor, scope),
  // Whoever may see a company's usage may store a fresh snapshot of it.
  'usage.calculate': (actor: Actor, company: { companyId: string }) => administers(actor, company),
} satisfies PolicyOf<UsageAction, Actor>;
