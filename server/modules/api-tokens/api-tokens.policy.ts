import type { Action } from '../../auth/actions';
import type { PolicyOf } from '../../auth/authorize';
import { administers, isRoot, type Actor } from '../../auth/member-policy';
import type { Scope } from '../../auth/scope';

export type ApiTokenAction = Extract<Action, `token.${string}`>;

/** Issue 16: a company's API tokens are made and revoked by its admins, and by root. */
export const apiTokenPolicy = {
  // Any admin; which tokens they see is their scope's business (one without a company sees none).
  'token.list': (actor: Actor, _scope: Scope) => isRoot(actor) || actor.role === 'admin',
  'token.create': (actor: Actor, token: { companyId: string }) => administers(actor, token),
  'token.revoke': (actor: Actor, token: { companyId: string }) => administers(actor, token),
} satisfies PolicyOf<ApiTokenAction, Actor>;
