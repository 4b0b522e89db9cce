import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type UnitAction = Extract<Action, `unit.${string}`>;

/** Every member makes their company's units, in bulk as one by one (survey-work §6, DESIGN §15). */
export const unitPolicy: Policy<UnitAction, Actor, { companyId: string }> = {
  'unit.bulk_create': isMemberOrRoot,
};
