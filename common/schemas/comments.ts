import { z } from 'zod';
import { Text } from './text';

// Comments on a location (DESIGN §16): `@name` mentions a colleague, who is notified.

export const COMMENT_MAX_LENGTH = 4000;

export const CreateCommentBody = z.strictObject({
  /** A client id: a repeat (an outbox replayed) answers the first one's comment. */
  id: z.uuid().optional(),
  text: Text.trim().min(1, { error: 'is required' }).max(COMMENT_MAX_LENGTH),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const CommentMention = z.object({ userId: z.uuid(), name: z.string() });

export const SurveyComment = z
  .object({
    id: z.uuid(),
    surveyId: z.uuid(),
    authorId: z.uuid().nullable(),
    authorName: z.string().nullable(),
    text: z.string(),
    mentions: z.array(CommentMention),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SurveyComment' });
export type SurveyComment = z.infer<typeof SurveyComment>;
