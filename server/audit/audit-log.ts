import type { Db } from '../db/database';
import { auditEvents } from '../db/schema';
import type { Action } from '../auth/actions';

/**
 * Records who did what. Services call it with the transaction of the write it describes, so a
 * change and its audit row commit together or not at all (DESIGN §3).
 */
export async function recordAudit(
  db: Db,
  event: {
    action: Action;
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
