import { describe, expect, it } from 'vitest';
import { acme, actionsNamed, admin, companylessAdmin, companylessUser, otherAdmin, root, user } from '../../auth/policy-actors';
import { reviewPolicy } from './review.policy';

const location = { companyId: acme };
const OFFICE = ['assign.building', 'assign.survey', 'handoff.force', 'review.approve', 'review.return'] as const;

describe('the review policy', () => {
  it('has a rule for every review, assignment and hand-over action', () => {
    expect(Object.keys(reviewPolicy).sort()).toEqual([...actionsNamed('assign.'), ...actionsNamed('handoff.'), ...actionsNamed('review.')].sort());
  });

  it.each(OFFICE)('%s: the company’s admins and root, not a plain user, another company or the company-less', (action) => {
    expect(reviewPolicy[action](admin, location)).toBe(true);
    expect(reviewPolicy[action](root, location)).toBe(true);
    expect(reviewPolicy[action](user, location)).toBe(false);
    expect(reviewPolicy[action](otherAdmin, location)).toBe(false);
    expect(reviewPolicy[action](companylessAdmin, location)).toBe(false);
  });

  it('handoff.complete: every member and root', () => {
    expect(reviewPolicy['handoff.complete'](user, location)).toBe(true);
    expect(reviewPolicy['handoff.complete'](admin, location)).toBe(true);
    expect(reviewPolicy['handoff.complete'](root, location)).toBe(true);
    expect(reviewPolicy['handoff.complete'](otherAdmin, location)).toBe(false);
    expect(reviewPolicy['handoff.complete'](companylessUser, location)).toBe(false);
  });
});
