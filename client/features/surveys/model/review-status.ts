import type { SurveyReview, ReviewState } from '../../../../common/schemas/review';
import type { Abilities } from '../../../../common/schemas/users';

// A location's review as the surveyor and the office see it (DESIGN §16, issue 27), with what
// waits on this device laid over the server's answer.

export const REVIEW_LABELS: Record<ReviewState, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  returned: 'Returned',
};

interface Reviewed {
  isCompleted: boolean;
  review: SurveyReview | null;
}

/**
 * The state to show, or null for none. Completing a returned location on this device submits it
 * again (pending) before the server says so; reopening a submitted one withdraws it.
 */
export function shownReviewState({ isCompleted, review }: Reviewed): ReviewState | null {
  if (!review) return null;
  if (review.state === 'returned') return isCompleted ? 'pending' : 'returned';
  return isCompleted ? review.state : null;
}

/** The office's comment on a returned location, shown at its top until it is completed again. */
export function returnedComment(survey: Reviewed): string | null {
  return shownReviewState(survey) === 'returned' ? (survey.review?.comment ?? null) : null;
}

/** Company admins and root review (the server decides too). */
export const mayReview = (abilities: Abilities) => abilities.administerOwnCompany || abilities.administerAllCompanies;

/** Which decisions the office can take on a location now: a completed one only, approve once. */
export function reviewActions(survey: Reviewed): { approve: boolean; return: boolean } {
  if (!survey.isCompleted) return { approve: false, return: false };
  const state = shownReviewState(survey);
  return { approve: state !== 'approved', return: true };
}

/** What the location looks like once the server has the decision, laid over it meanwhile. */
export function reviewPreview(
  decision: 'approve' | 'return',
  comment: string | null,
  reviewer: string,
  at: string,
  current: SurveyReview | null,
): { isCompleted?: boolean; review: SurveyReview } {
  const submittedBy = current?.submittedBy ?? null;
  if (decision === 'approve') return { review: { state: 'approved', by: reviewer, at, comment: null, submittedBy } };
  return { isCompleted: false, review: { state: 'returned', by: reviewer, at, comment, submittedBy } };
}

/** The office's queue: locations waiting for a decision, the longest waiting first. */
export function reviewQueue<T extends Reviewed & { id: string }>(surveys: readonly T[]): T[] {
  return surveys
    .filter((survey) => shownReviewState(survey) === 'pending')
    .sort((a, b) => (a.review?.at ?? '').localeCompare(b.review?.at ?? ''));
}
