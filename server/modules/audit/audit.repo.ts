import type { Db } from '../../db/database';
import { auditEvents } from '../../db/schema';

// One action name per change (STYLE 5), shared by services, the audit log and tests.
export type AuditAction =
  | 'user.login'
  | 'user.logout'
  | 'user.register'
  | 'user.password_change'
  | 'user.root_bootstrap'
  | 'project.create'
  | 'project.update'
  | 'project.delete'
  | 'survey.create'
  | 'survey.update'
  | 'survey.complete'
  | 'survey.delete'
  | 'template.save'
  | 'photo.upload'
  | 'photo.update'
  | 'photo.delete'
  | 'company.create'
  | 'company.update'
  | 'company.delete'
  | 'user.create'
  | 'user.role'
  | 'user.status'
  | 'user.delete'
  | 'invitation.create'
  | 'invitation.delete'
  | 'invitation.accept'
  | 'usage.calculate';

export async function recordAudit(
  db: Db,
  event: {
    action: AuditAction;
    actorId: string | null;
    companyId: string | null;
    subjectType?: string;
    subjectId?: string;
    data?: Record<string, unknown>;
  },
) {
  await db.insert(auditEvents).values({
    action: event.action,
    actorId: event.actorId,
    companyId: event.companyId,
    subjectType: event.subjectType ?? null,
    subjectId: event.subjectId ?? null,
    data: event.data ?? null,
  });
}
