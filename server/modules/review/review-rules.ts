import { sameFormValue } from '../../../common/survey/same-form-value';
import type { ReviewState } from '../../../common/schemas/review';

// What a survey write does to its review (DESIGN §16), as a pure rule the surveys' write path
// calls after a change landed.

/** The columns of a survey the rule reads. */
export interface ReviewedSurvey {
  locationType: string;
  isCompleted: boolean;
  reviewState: ReviewState | null;
  unitSurveyId: string | null;
  isTypicalPlan: boolean;
  formData: unknown;
  instanceName: string | null;
  markupVersion: number;
  markupScale: number | null;
  uploadedImageKey: string | null;
  hiddenTypicalIds: unknown;
  templateId: string | null;
  buildingId: string | null;
  floor: number | null;
  unitNumber: string | null;
  unitTypeId: string | null;
}

/**
 * - submitted: completed now (from new, returned or reopened): pending, and it was submitted;
 * - changed: an approved location whose content changed: pending again, for the office to see;
 * - withdrawn: a pending or approved location reopened by its surveyor: no longer submitted.
 */
export type ReviewChange = { kind: 'submitted' | 'changed'; state: 'pending' } | { kind: 'withdrawn'; state: null };

const CONTENT: readonly (keyof ReviewedSurvey)[] = [
  'formData',
  'instanceName',
  'markupVersion',
  'markupScale',
  'uploadedImageKey',
  'hiddenTypicalIds',
  'templateId',
  'buildingId',
  'floor',
  'unitNumber',
  'unitTypeId',
];

/** Whether a write changed what the office reviewed (a save of the same values did not). */
export function contentChanged(before: ReviewedSurvey, after: ReviewedSurvey): boolean {
  return CONTENT.some((key) => !sameFormValue(before[key], after[key]));
}

/**
 * A location (DESIGN §10): not the site map, a unit's floor plan (reviewed with its unit) nor a
 * typical plan.
 */
export const isReviewedLocation = (survey: Pick<ReviewedSurvey, 'locationType' | 'unitSurveyId' | 'isTypicalPlan'>) =>
  survey.locationType !== 'site-map' && survey.unitSurveyId === null && !survey.isTypicalPlan;

/** The review change of a location's write; undefined when its review stays as it is. */
export function reviewAfterChange(before: ReviewedSurvey | null, after: ReviewedSurvey): ReviewChange | undefined {
  if (!isReviewedLocation(after)) return undefined;
  if (after.isCompleted && !before?.isCompleted) return { kind: 'submitted', state: 'pending' };
  if (!before) return undefined;
  if (after.isCompleted && before.reviewState === 'approved' && contentChanged(before, after)) return { kind: 'changed', state: 'pending' };
  if (!after.isCompleted && before.isCompleted && (before.reviewState === 'pending' || before.reviewState === 'approved')) return { kind: 'withdrawn', state: null };
  return undefined;
}
