// One name per change (STYLE 5), shared by the policies, the audit log and the tests.
export const AUDITED_ACTIONS = [
  'user.login',
  'user.logout',
  'user.register',
  'user.password_change',
  'user.root_bootstrap',
  'project.create',
  'project.update',
  'project.delete',
  'survey.create',
  'survey.update',
  'survey.complete',
  'survey.delete',
  // The property as it is built (issue 25).
  'building.create',
  'building.update',
  'building.delete',
  'unit_type.create',
  'unit_type.update',
  'unit_type.delete',
  'unit.bulk_create',
  'template.save',
  'photo.upload',
  'photo.update',
  'photo.delete',
  'photo.pin',
  'photo.unpin',
  'company.create',
  'company.update',
  'company.quantities',
  // From survey to deal (issue 28).
  'company.checks',
  'company.price_list',
  'company.proposal',
  'project.price_list',
  'token.create',
  'token.revoke',
  'webhook.create',
  'webhook.delete',
  'company.delete',
  'user.create',
  'user.role',
  'user.status',
  'user.delete',
  'invitation.create',
  'invitation.delete',
  'invitation.accept',
  'usage.calculate',
  // Review and handoff (issue 27, DESIGN §16).
  'review.approve',
  'review.return',
  'assign.survey',
  'assign.building',
  'comment.create',
  'handoff.complete',
  'handoff.force',
] as const;

/**
 * Authorized but never audited: the administration reads (whoever may list a module's records
 * may ask to change one; the change's own rule decides the rest), the template editor, and
 * sending a delivery again.
 */
export const UNAUDITED_ACTIONS = ['user.list', 'invitation.list', 'usage.view', 'token.list', 'webhook.list', 'webhook.redeliver', 'template.manage'] as const;

export const ACTIONS = [...AUDITED_ACTIONS, ...UNAUDITED_ACTIONS] as const;

export type AuditedAction = (typeof AUDITED_ACTIONS)[number];
export type Action = (typeof ACTIONS)[number];
