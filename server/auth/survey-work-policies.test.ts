import { describe, expect, it } from 'vitest';
import { ACTIONS } from './actions';
import { projectPolicy } from '../modules/projects/projects.policy';
import { surveyPolicy } from '../modules/surveys/surveys.policy';
import { photoPolicy } from '../modules/photos/photos.policy';

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';
const actors = {
  user: { id: 'u', role: 'user' as const, companyId: COMPANY },
  admin: { id: 'a', role: 'admin' as const, companyId: COMPANY },
  otherAdmin: { id: 'o', role: 'admin' as const, companyId: OTHER },
  companyless: { id: 'n', role: 'user' as const, companyId: null },
  root: { id: 'r', role: 'root' as const, companyId: null },
};
const policies = { project: projectPolicy, survey: surveyPolicy, photo: photoPolicy };
const ADMIN_ACTIONS: ReadonlySet<string> = new Set(['project.price_list']);

describe.each(Object.entries(policies))('the %s policy', (prefix, policy) => {
  it('has a rule for every action of its kind, named as the audit log names it', () => {
    const expected = ACTIONS.filter((action) => action.startsWith(`${prefix}.`));
    expect(Object.keys(policy).sort()).toEqual([...expected].sort());
  });

  // A project's prices are its company's admins' (below), not survey work.
  it.each(Object.keys(policy).filter((action) => !ADMIN_ACTIONS.has(action)))('%s: members and root may, another company and the company-less may not', (action) => {
    const rule = (policy as Record<string, (actor: (typeof actors)[keyof typeof actors], record: { companyId: string }) => boolean>)[action]!;
    const record = { companyId: COMPANY };
    expect(rule(actors.user, record)).toBe(true);
    expect(rule(actors.admin, record)).toBe(true);
    expect(rule(actors.root, record)).toBe(true);
    expect(rule(actors.otherAdmin, record)).toBe(false);
    expect(rule(actors.companyless, record)).toBe(false);
  });
});

describe('project.price_list', () => {
  it('is for the company’s admins and root, not its users nor another company', () => {
    const rule = projectPolicy['project.price_list'];
    const record = { companyId: COMPANY };
    expect(rule(actors.admin, record)).toBe(true);
    expect(rule(actors.root, record)).toBe(true);
    expect(rule(actors.user, record)).toBe(false);
    expect(rule(actors.otherAdmin, record)).toBe(false);
    expect(rule(actors.companyless, record)).toBe(false);
  });
});
