import { AppError } from '../http/app-error';
import type { Action } from './actions';

/** A policy: per action it governs, whether an actor may do it to a record. */
export type Policy<A extends Action, TActor, TRecord> = Record<A, (actor: TActor, record: TRecord) => boolean>;

/** Throws 403 unless the policy allows the action; services call it before any work. */
export function authorize<A extends Action, TActor, TRecord>(policy: Policy<A, TActor, TRecord>, actor: TActor, action: A, record: TRecord): void {
  if (!policy[action](actor, record)) throw new AppError('FORBIDDEN');
}
