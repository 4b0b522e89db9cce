import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema';
import type { AuditedAction } from '../auth/actions';

/**
 * Records who did what. Services call it with the transaction of the write it describes, so a
 * change and its audit row commit together or not at all (DESIGN §3).
 */
export async function recordAudit(
  db: Db,
  event: {
    action: AuditedAction;
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

/** Several audit rows in one statement (a bulk write, with its transaction). */
export async function recordAudits(db: Db, events: readonly Parameters<typeof recordAudit>[1][]) {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(
    events.map((event) => ({
      action: event.action,
      actorId: event.actorId,
      companyId: event.companyId,
      subjectType: event.subjectType ?? null,
      subjectId: event.subjectId ?? null,
      data: event.data ?? null,
    })),
  );
}

/** An audit row's values as SQL over the rows of a write's CTE (`recordAuditOf`). */
export interface AuditOfWrite {
  action: SQL;
  actorId: SQL;
  companyId: SQL.Aliased | AnyPgColumn | SQL;
  subjectType: SQL;
  subjectId: SQL;
  data: SQL;
}

/**
 * The audit rows of a write inside the write's own statement: a CTE inserting one row per row
 * the write's CTE `source` returned, so that a write that matched nothing records nothing, and
 * the change and its audit row commit together in one round trip (DESIGN §3).
 */
export function recordAuditOf(db: Db, alias: string, source: SQLWrapper, values: AuditOfWrite) {
  return db.$with(alias, { id: sql<number>`id` }).as(
    sql`insert into ${auditEvents} (${sql.identifier(auditEvents.companyId.name)}, ${sql.identifier(auditEvents.actorId.name)}, ${sql.identifier(auditEvents.action.name)},
        ${sql.identifier(auditEvents.subjectType.name)}, ${sql.identifier(auditEvents.subjectId.name)}, ${sql.identifier(auditEvents.data.name)})
      select ${values.companyId}, ${values.actorId}, ${values.action}, ${values.subjectType}, ${values.subjectId}, ${values.data} from ${source}
      returning ${sql.identifier(auditEvents.id.name)}`,
  );
}
