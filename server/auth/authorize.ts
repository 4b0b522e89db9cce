import { AppError } from '../http/app-error';
import type { Action } from './actions';

/** A policy: per action it governs, whether an actor may do it to a record. */
export type Policy<A extends Action, TActor, TRecord> = Record<A, (actor: TActor, record: TRecord) => boolean>;

/**
 * A policy whose actions are about different records (a list is about a scope, a role change
 * about a user and the role it would get): each rule names its own record, and `satisfies`
 * checks that the table has a rule for every action.
 */
export type PolicyOf<A extends Action, TActor> = Record<A, (actor: TActor, record: never) => boolean>;

type Rule = (actor: never, record: never) => boolean;
type ActorOf<R extends Rule> = Parameters<R>[0];
type RecordOf<R extends Rule> = Parameters<R>[1];

/** Whether the policy allows the action: what `authorize` enforces, and what presenters send as abilities. */
export function allows<A extends Action, P extends Record<A, Rule>>(policy: P, actor: ActorOf<P[A]>, action: A, record: RecordOf<P[A]>): boolean {
  return (policy[action] as unknown as (actor: unknown, record: unknown) => boolean)(actor, record);
}

/** Throws 403 (with `message`, else the catalogue's) unless the policy allows the action; services call it before any work. */
export function authorize<A extends Action, P extends Record<A, Rule>>(policy: P, actor: ActorOf<P[A]>, action: A, record: RecordOf<P[A]>, message?: string): void {
  if (!allows(policy, actor, action, record)) throw new AppError('FORBIDDEN', message);
}
