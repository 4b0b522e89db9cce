import type { Action } from '../../auth/actions';
import type { PolicyOf } from '../../auth/authorize';
import { administers, isRoot, type Actor } from '../../auth/member-policy';

export type CompanyAction = Extract<Action, `company.${string}`>;

/** administration §6: only root makes, renames and deletes companies; a company's admins (and root) set its quantities. */
export const companyPolicy = {
  'company.create': (actor: Actor, _company: { name: string }) => isRoot(actor),
  'company.update': (actor: Actor, _company: { id: string }) => isRoot(actor),
  'company.delete': (actor: Actor, _company: { id: string }) => isRoot(actor),
  // Issue 14: run kinds and allowances.
  'company.quantities': (actor: Actor, company: { id: string }) => administers(actor, { companyId: company.id }),
  // Issue 28 (DESIGN §17): what its checks read, its price list, its proposals' terms.
  'company.checks': (actor: Actor, company: { id: string }) => administers(actor, { companyId: company.id }),
  'company.price_list': (actor: Actor, company: { id: string }) => administers(actor, { companyId: company.id }),
  'company.proposal': (actor: Actor, company: { id: string }) => administers(actor, { companyId: company.id }),
} satisfies PolicyOf<CompanyAction, Actor>;
