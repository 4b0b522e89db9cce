import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type CommentAction = Extract<Action, `comment.${string}`>;

/** DESIGN §16: every member comments on their company's locations, as they work on them. */
export const commentPolicy: Policy<CommentAction, Actor, { companyId: string }> = {
  'comment.create': isMemberOrRoot,
};
