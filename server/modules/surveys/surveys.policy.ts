import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type SurveyAction = Extract<Action, `survey.${string}`>;

/** survey-work §6: every member fills in, completes and deletes their company's surveys. */
export const surveyPolicy: Policy<SurveyAction, Actor, { companyId: string }> = {
  'survey.create': isMemberOrRoot,
  'survey.update': isMemberOrRoot,
  'survey.complete': isMemberOrRoot,
  'survey.delete': isMemberOrRoot,
};
