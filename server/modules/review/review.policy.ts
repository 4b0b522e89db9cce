import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { administers, isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type ReviewAction = Extract<Action, `review.${string}` | `assign.${string}` | `handoff.${string}`>;

/**
 * DESIGN §16: the office reviews and assigns, so a company's admins (and root) approve, return
 * and assign; every member may hand over a project that is ready, and only an admin may force a
 * hand-over past locations not approved or devices holding unsent changes.
 */
export const reviewPolicy: Policy<ReviewAction, Actor, { companyId: string }> = {
  'review.approve': administers,
  'review.return': administers,
  'assign.survey': administers,
  'assign.building': administers,
  'handoff.complete': isMemberOrRoot,
  'handoff.force': administers,
};
