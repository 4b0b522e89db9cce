import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type UnitTypeAction = Extract<Action, `unit_type.${string}`>;

/** Every member sets up their company's unit types and marks up their typical plans (DESIGN §15). */
export const unitTypePolicy: Policy<UnitTypeAction, Actor, { companyId: string }> = {
  'unit_type.create': isMemberOrRoot,
  'unit_type.update': isMemberOrRoot,
  'unit_type.delete': isMemberOrRoot,
};
