import type { Action } from '../../auth/actions';
import type { PolicyOf } from '../../auth/authorize';
import { isCompanyAdmin, isRoot, type Actor } from '../../auth/member-policy';
import type { Scope } from '../../auth/scope';

export type TemplateAction = Extract<Action, `template.${string}`>;

/** administration §6: admins edit their company's templates, root the global ones; users fill them in. */
export const templatePolicy = {
  // The template editor (Form Configuration): admins and root. Whose templates a save writes is
  // companyForWrite's business.
  'template.manage': (actor: Actor, _scope: Scope) => isRoot(actor) || actor.role === 'admin',
  // A save that versions this very template: root's of any, an admin's of their company's. An
  // admin's save of a global template makes their company's own instead (DESIGN §10).
  'template.save': (actor: Actor, template: { companyId: string | null }) =>
    isRoot(actor) || (isCompanyAdmin(actor) && template.companyId !== null && template.companyId === actor.companyId),
} satisfies PolicyOf<TemplateAction, Actor>;
