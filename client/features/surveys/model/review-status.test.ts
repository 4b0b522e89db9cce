import { describe, expect, it } from 'vitest';
import type { SurveyReview } from '../../../../common/schemas/review';
import { returnedComment, reviewActions, reviewPreview, reviewQueue, shownReviewState } from './review-status';

const review = (state: SurveyReview['state'], comment: string | null = null): SurveyReview => ({ state, by: null, at: null, comment, submittedBy: 'u1' });

describe('shownReviewState', () => {
  it('shows the server state of a submitted location', () => {
    expect(shownReviewState({ isCompleted: true, review: review('pending') })).toBe('pending');
    expect(shownReviewState({ isCompleted: true, review: review('approved') })).toBe('approved');
    expect(shownReviewState({ isCompleted: false, review: review('returned', 'Fix photo') })).toBe('returned');
    expect(shownReviewState({ isCompleted: false, review: null })).toBeNull();
  });
  it('counts a returned location completed on this device as submitted again', () => {
    expect(shownReviewState({ isCompleted: true, review: review('returned', 'Fix') })).toBe('pending');
  });
  it('shows nothing for a submitted location reopened here (withdrawn)', () => {
    expect(shownReviewState({ isCompleted: false, review: review('pending') })).toBeNull();
  });
});

describe('returnedComment', () => {
  it('shows the comment until the location is completed again', () => {
    expect(returnedComment({ isCompleted: false, review: review('returned', 'Label the riser') })).toBe('Label the riser');
    expect(returnedComment({ isCompleted: true, review: review('returned', 'Label the riser') })).toBeNull();
  });
});

describe('reviewActions', () => {
  it('lets the office decide on completed locations only, approving once', () => {
    expect(reviewActions({ isCompleted: false, review: null })).toEqual({ approve: false, return: false });
    expect(reviewActions({ isCompleted: true, review: review('pending') })).toEqual({ approve: true, return: true });
    expect(reviewActions({ isCompleted: true, review: review('approved') })).toEqual({ approve: false, return: true });
  });
});

describe('reviewPreview', () => {
  it('reopens a returned location with the comment and keeps who submitted it', () => {
    expect(reviewPreview('return', 'Photo missing', 'admin', '2026-01-01T00:00:00.000Z', review('pending'))).toEqual({
      isCompleted: false,
      review: { state: 'returned', by: 'admin', at: '2026-01-01T00:00:00.000Z', comment: 'Photo missing', submittedBy: 'u1' },
    });
    expect(reviewPreview('approve', null, 'admin', 'x', review('pending')).review.state).toBe('approved');
  });
});

describe('reviewQueue', () => {
  it('lists the submitted locations, the longest waiting first', () => {
    const at = (id: string, state: SurveyReview['state'] | null, time: string, isCompleted = true) => ({
      id,
      isCompleted,
      review: state ? { ...review(state), at: time } : null,
    });
    const queue = reviewQueue([
      at('late', 'pending', '2026-01-02T00:00:00.000Z'),
      at('approved', 'approved', '2026-01-01T00:00:00.000Z'),
      at('early', 'pending', '2026-01-01T00:00:00.000Z'),
      at('open', null, '', false),
      at('returned', 'returned', '2026-01-01T00:00:00.000Z', false),
    ]);
    expect(queue.map((survey) => survey.id)).toEqual(['early', 'late']);
  });
});
