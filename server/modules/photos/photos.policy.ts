import type { Action } from '../../auth/actions';
import type { Policy } from '../../auth/authorize';
import { isMemberOrRoot, type Actor } from '../../auth/member-policy';

export type PhotoAction = Extract<Action, `photo.${string}`>;

/** survey-work §6: every member uploads, labels and deletes their company's photos. */
export const photoPolicy: Policy<PhotoAction, Actor, { companyId: string }> = {
  'photo.upload': isMemberOrRoot,
  'photo.update': isMemberOrRoot,
  'photo.delete': isMemberOrRoot,
  // Pins on the project's plans (DESIGN §5): whoever may label a photo may pin it.
  'photo.pin': isMemberOrRoot,
  'photo.unpin': isMemberOrRoot,
};
