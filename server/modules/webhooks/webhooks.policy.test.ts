import { describe, expect, it } from 'vitest';
import { acme, admin, companylessAdmin, otherAdmin, root, user, actionsNamed } from '../../auth/policy-actors';
import { scopeOf } from '../../auth/scope';
import { webhookPolicy } from './webhooks.policy';


describe('webhook policy', () => {
  it('has a rule for every webhook action, named as the audit log names it', () => {
    expect(Object.keys(webhookPolicy).sort()).toEqual(actionsNamed('webhook.'));
  });

  it('webhook.list: any admin and root (which hooks: their scope’s), not users', () => {
    for (const actor of [root, admin, otherAdmin, companylessAdmin]) expect(webhookPolicy['webhook.list'](actor, scopeOf(actor))).toBe(true);
    expect(webhookPolicy['webhook.list'](user, scopeOf(user))).toBe(false);
  });

  it('webhook.create, webhook.delete and webhook.redeliver: the company’s admins and root', () => {
    for (const action of ['webhook.create', 'webhook.delete', 'webhook.redeliver'] as const) {
      const can = webhookPolicy[action];
      expect(can(root, { companyId: acme })).toBe(true);
      expect(can(admin, { companyId: acme })).toBe(true);
      expect(can(otherAdmin, { companyId: acme })).toBe(false);
      expect(can(user, { companyId: acme })).toBe(false);
      expect(can(companylessAdmin, { companyId: acme })).toBe(false);
    }
  });
});
