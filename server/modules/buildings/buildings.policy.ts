import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type BuildingAction = Extract<Action, `building.${string}`>;

/** Every member sets up their company's properties (DESIGN §15), as they create its projects and locations. */
export const buildingPolicy: Policy<BuildingAction, Actor, { companyId: string }> = {
  'building.create': isMemberOrRoot,
  'building.update': isMemberOrRoot,
  'building.delete': isMemberOrRoot,
};
