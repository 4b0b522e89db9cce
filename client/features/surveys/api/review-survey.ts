import type { Survey } from '../../../../common/schemas/surveys';
import { useQueuedMutation } from '../../../lib/mutations';
import { reviewPreview } from '../model/review-status';

export interface ReviewSurveyVariables {
  survey: Pick<Survey, 'id' | 'projectId' | 'review'>;
  decision: 'approve' | 'return';
  comment: string | null;
  reviewer: string;
  /** For the sync panel ("MDF 2 · approve"). */
  name: string;
}

/**
 * POST /api/surveys/{id}/review through the outbox like every write: an office without signal
 * still decides, and the location shows the decision at once (the preview).
 */
export function useReviewSurvey() {
  return useQueuedMutation<ReviewSurveyVariables, Survey>({
    request: ({ survey, decision, comment, reviewer, name }) => ({
      method: 'POST',
      path: `/api/surveys/${encodeURIComponent(survey.id)}/review`,
      body: decision === 'return' ? { decision, comment } : { decision },
      target: { type: 'survey', id: survey.id, parentId: survey.projectId },
      action: 'update',
      summary: `${name} · ${decision === 'approve' ? 'approve' : 'return'}`,
      preview: reviewPreview(decision, comment, reviewer, new Date().toISOString(), survey.review),
    }),
  });
}
