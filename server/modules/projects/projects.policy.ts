import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { administers, isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type ProjectAction = Extract<Action, `project.${string}`>;

/** survey-work §6: regular users create, rename and delete their company's projects. */
export const projectPolicy: Policy<ProjectAction, Actor, { companyId: string }> = {
  'project.create': isMemberOrRoot,
  'project.update': isMemberOrRoot,
  'project.delete': isMemberOrRoot,
  // DESIGN §17: a project's prices are its company's admins' to set, like the company's list.
  'project.price_list': administers,
};
