import type { ActivityEntry, ActivityPage, FieldChange } from '../../../common/schemas/activity';
import type { CreateCommentBody, SurveyComment } from '../../../common/schemas/comments';
import { mentionedPeople } from '../../../common/review/mentions';
import { recordAudit } from '../../audit/audit-log';
import { authorize } from '../../auth/authorize';
import { companyScope, scopeOf } from '../../auth/scope';
import type { UserRow } from '../../auth/sessions.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { notify } from '../notifications/notifications.service';
import { surveyInScope } from '../surveys/surveys.service';
import type { WebhookEvents } from '../webhooks/webhooks.service';
import { commentPolicy } from './comments.policy';
import { companyPeople, findComment, insertCommentOnce, listComments, surveyAuditRows, type CommentRow } from './comments.repo';

// Comments and history of a location (DESIGN §16). A comment's @names notify the colleagues they
// name; the activity is read from the audit log, where every change of a location is recorded.

export interface CommentsDeps {
  db: Db;
  webhooks?: WebhookEvents;
}

interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}
const nameOf = (person: Person) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;

/** An audit action as the activity's kind of entry. */
const KINDS: Record<string, ActivityEntry['kind']> = {
  'survey.create': 'created',
  'survey.update': 'changed',
  'survey.complete': 'completed',
  'photo.upload': 'photo',
  'photo.update': 'photo',
  'photo.delete': 'photo',
  'photo.pin': 'photo',
  'photo.unpin': 'photo',
  'review.approve': 'review',
  'review.return': 'review',
  'comment.create': 'comment',
  'assign.survey': 'assigned',
};

interface RecordedChanges {
  fields?: FieldChange[];
  elements?: { added: string[]; changed: string[]; removed: string[] } | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function createCommentsService(deps: CommentsDeps) {
  const { db } = deps;

  function presentComment(row: CommentRow, author: Person | null, people: Map<string, Person>): SurveyComment {
    return {
      id: row.id,
      surveyId: row.surveyId,
      authorId: row.authorId,
      authorName: author && row.authorId ? nameOf(author) : null,
      text: row.text,
      mentions: row.mentions.flatMap((userId) => {
        const person = people.get(userId);
        return person ? [{ userId, name: nameOf(person) ?? '' }] : [];
      }),
      createdAt: row.createdAt.toISOString(),
    };
  }

  const peopleOf = async (companyId: string) => {
    const people = await companyPeople(db, companyId);
    return { list: people, byId: new Map<string, Person>(people.map((person) => [person.id, person])) };
  };

  return {
    async list(actor: UserRow, surveyId: string): Promise<SurveyComment[]> {
      const survey = await surveyInScope(db, scopeOf(actor), surveyId);
      const rows = await listComments(db, scopeOf(actor), survey.id);
      const people = await peopleOf(survey.companyId);
      return rows.map(({ comment, ...author }) => presentComment(comment, author.email ? author : null, people.byId));
    },

    /** Adds a comment (a repeat of the same client id answers the first); its @names are notified. */
    async create(actor: UserRow, surveyId: string, body: CreateCommentBody): Promise<{ comment: SurveyComment; created: boolean }> {
      const survey = await surveyInScope(db, scopeOf(actor), surveyId);
      authorize(commentPolicy, actor, 'comment.create', survey);
      const scope = companyScope(survey.companyId);
      const people = await peopleOf(survey.companyId);
      const mentioned = mentionedPeople(body.text, people.list);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertCommentOnce(tx, scope, {
          ...(body.id ? { id: body.id } : {}),
          companyId: survey.companyId,
          surveyId: survey.id,
          authorId: actor.id,
          text: body.text,
          mentions: mentioned.map((person) => person.id),
        });
        if (!inserted) return undefined;
        await recordAudit(tx, {
          action: 'comment.create',
          actorId: actor.id,
          companyId: survey.companyId,
          subjectType: 'survey',
          subjectId: survey.id,
          data: { projectId: survey.projectId, name: survey.instanceName, commentId: inserted.id, text: body.text },
        });
        const words = { subjectName: survey.instanceName, text: body.text };
        await notify(
          tx,
          survey.companyId,
          mentioned.map((person) => ({ kind: 'mentioned' as const, userId: person.id, actorId: actor.id, projectId: survey.projectId, surveyId: survey.id, words })),
        );
        return inserted;
      });
      if (!row) {
        // The same client id: the first comment, if it is this location's.
        const existing = await findComment(db, scope, body.id!);
        if (!existing || existing.surveyId !== survey.id) throw new AppError('CONFLICT', 'This id is already used.');
        return { comment: presentComment(existing, people.byId.get(existing.authorId ?? '') ?? null, people.byId), created: false };
      }
      await deps.webhooks?.emit(survey.companyId, 'comment.added', {
        projectId: survey.projectId,
        locationId: survey.id,
        locationType: survey.locationType,
        name: survey.instanceName,
        commentId: row.id,
        text: row.text,
        authorId: actor.id,
        mentions: row.mentions,
      });
      return { comment: presentComment(row, actor, people.byId), created: true };
    },

    /** A location's activity from the audit log, newest first, a page at a time. */
    async activity(actor: UserRow, surveyId: string, { cursor, limit }: { cursor?: number; limit: number }): Promise<ActivityPage> {
      const survey = await surveyInScope(db, scopeOf(actor), surveyId);
      const rows = await surveyAuditRows(db, scopeOf(actor), survey.id, cursor, limit + 1);
      const items = rows.slice(0, limit).flatMap(({ event, ...actorRow }): ActivityEntry[] => {
        const kind = KINDS[event.action];
        if (!kind) return [];
        const data = (event.data ?? {}) as Record<string, unknown>;
        const changes = (data.changes ?? {}) as RecordedChanges;
        return [
          {
            id: String(event.id),
            kind,
            action: event.action,
            actorId: event.actorId,
            actorName: event.actorId && actorRow.email ? nameOf(actorRow) : null,
            at: event.createdAt.toISOString(),
            fields: changes.fields ?? [],
            elements: changes.elements ?? null,
            photoId: kind === 'photo' ? event.subjectId : null,
            decision: text(data.decision),
            assigneeId: kind === 'assigned' ? text(data.assigneeId) : null,
            // A comment's text, a review's comment, a photo's label or file name.
            text: kind === 'comment' ? text(data.text) : kind === 'review' ? text(data.comment) : kind === 'photo' ? text(data.name) : null,
          },
        ];
      });
      const last = rows[limit - 1];
      return { items, nextCursor: rows.length > limit && last ? String(last.event.id) : null };
    },
  };
}
