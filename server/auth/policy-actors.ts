import { ACTIONS, type Action } from './actions';

// The callers every policy test asks about (STYLE 3: policies are tested alone for every role):
// one set, so that each module's test reads as its rules and not as its setup.

export const acme = '11111111-1111-4111-8111-111111111111';
export const rival = '22222222-2222-4222-8222-222222222222';
export const root = { id: 'root', role: 'root', companyId: null } as const;
export const admin = { id: 'admin', role: 'admin', companyId: acme } as const;
export const otherAdmin = { id: 'other', role: 'admin', companyId: rival } as const;
export const user = { id: 'user', role: 'user', companyId: acme } as const;
export const companylessAdmin = { id: 'loner', role: 'admin', companyId: null } as const;
export const companylessUser = { id: 'loner', role: 'user', companyId: null } as const;

/** The actions of one model, as the audit log names them ('token.' → token.create, token.list…). */
export function actionsNamed(prefix: string): Action[] {
  return ACTIONS.filter((action) => action.startsWith(prefix)).sort();
}
