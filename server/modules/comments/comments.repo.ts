import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditEvents, surveyComments, users } from '../../db/schema';
import { assertInScope, inScope, type Scope } from '../../auth/scope';

export type CommentRow = typeof surveyComments.$inferSelect;

/** Inserts unless the id exists (undefined then: a repeat of the same create). */
export async function insertCommentOnce(db: Db, scope: Scope, values: typeof surveyComments.$inferInsert) {
  assertInScope(scope, values.companyId);
  const [row] = await db.insert(surveyComments).values(values).onConflictDoNothing({ target: surveyComments.id }).returning();
  return row;
}

export async function findComment(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(surveyComments)
    .where(and(eq(surveyComments.id, id), inScope(scope, surveyComments.companyId)))
    .limit(1);
  return row;
}

/** A location's comments, oldest first, with their authors' names. */
export async function listComments(db: Db, scope: Scope, surveyId: string) {
  return db
    .select({ comment: surveyComments, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(surveyComments)
    .leftJoin(users, eq(users.id, surveyComments.authorId))
    .where(and(eq(surveyComments.surveyId, surveyId), inScope(scope, surveyComments.companyId)))
    .orderBy(asc(surveyComments.createdAt), asc(surveyComments.id));
}

/** The people of a company, who a comment may mention. */
export async function companyPeople(db: Db, companyId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * A location's rows of the audit log, newest first, before `cursor` (an audit id): its own
 * (changes, reviews, comments, assignments) and its photos' (which name it in data.surveyId).
 */
export async function surveyAuditRows(db: Db, scope: Scope, surveyId: string, cursor: number | undefined, limit: number) {
  return db
    .select({ event: auditEvents, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        or(and(eq(auditEvents.subjectType, 'survey'), eq(auditEvents.subjectId, surveyId)), sql`(${auditEvents.data}->>'surveyId') = ${surveyId}`),
        inScope(scope, auditEvents.companyId),
        cursor !== undefined ? lt(auditEvents.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
