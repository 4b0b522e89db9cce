import type { SurveyComment } from '../../../../common/schemas/comments';
import { useQueuedMutation } from '../../../lib/mutations';
import { newId } from '../../../lib/new-id';

export interface CreateCommentVariables {
  surveyId: string;
  text: string;
  author: { id: string; name: string };
  /** For the sync panel ("Unit 101 · comment"). */
  locationName: string;
}

/** The comment as it shows while it waits on this device (the server finds its mentions when it arrives). */
export function commentPreview({ surveyId, text, author }: Omit<CreateCommentVariables, 'locationName'>, id: string, at: string): SurveyComment {
  return { id, surveyId, authorId: author.id, authorName: author.name, text, mentions: [], createdAt: at };
}

/**
 * POST /api/surveys/{id}/comments through the outbox: written in a basement, it shows at once as
 * waiting and is sent with the rest; its client id makes a replay answer the first comment.
 */
export function useCreateComment() {
  return useQueuedMutation<CreateCommentVariables, SurveyComment>({
    request: (variables) => {
      const id = newId();
      return {
        method: 'POST',
        path: `/api/surveys/${encodeURIComponent(variables.surveyId)}/comments`,
        body: { id, text: variables.text },
        target: { type: 'comment', id, parentId: variables.surveyId },
        action: 'create',
        summary: `${variables.locationName} · comment`,
        preview: { ...commentPreview(variables, id, new Date().toISOString()) },
      };
    },
  });
}
