import { describe, expect, it } from 'vitest';
import { reviewAfterChange, type ReviewedSurvey } from './review-rules';

const location: ReviewedSurvey = {
  locationType: 'mdf',
  isCompleted: false,
  reviewState: null,
  unitSurveyId: null,
  isTypicalPlan: false,
  formData: { notes: 'Rack 1' },
  instanceName: 'MDF 1',
  markupVersion: 0,
  markupScale: null,
  uploadedImageKey: null,
  hiddenTypicalIds: [],
  templateId: null,
  buildingId: null,
  floor: null,
  unitNumber: null,
  unitTypeId: null,
};
const completed = { ...location, isCompleted: true };

describe('a write’s review change', () => {
  it('submits a location completed now, whatever its review was', () => {
    expect(reviewAfterChange(location, completed)).toEqual({ kind: 'submitted', state: 'pending' });
    expect(reviewAfterChange({ ...location, reviewState: 'returned' }, { ...completed, reviewState: 'returned' })).toEqual({ kind: 'submitted', state: 'pending' });
    expect(reviewAfterChange(null, completed)).toEqual({ kind: 'submitted', state: 'pending' });
  });

  it('puts an approved location back to pending when its content changes, not when a save changes nothing', () => {
    const approved = { ...completed, reviewState: 'approved' as const };
    expect(reviewAfterChange(approved, { ...approved, formData: { notes: 'Rack 2' } })).toEqual({ kind: 'changed', state: 'pending' });
    expect(reviewAfterChange(approved, { ...approved, markupVersion: 3 })).toEqual({ kind: 'changed', state: 'pending' });
    expect(reviewAfterChange(approved, { ...approved, formData: { notes: 'Rack 1' } })).toBeUndefined();
  });

  it('withdraws a pending or approved location its surveyor reopens, and keeps a returned one’s comment', () => {
    expect(reviewAfterChange({ ...completed, reviewState: 'pending' }, { ...location, reviewState: 'pending' })).toEqual({ kind: 'withdrawn', state: null });
    expect(reviewAfterChange({ ...completed, reviewState: 'approved' }, { ...location, reviewState: 'approved' })).toEqual({ kind: 'withdrawn', state: null });
    expect(reviewAfterChange({ ...location, reviewState: 'returned' }, { ...location, reviewState: 'returned', formData: { notes: 'fixed' } })).toBeUndefined();
  });

  it('leaves the site map, floor plans and typical plans alone (a floor plan is reviewed with its unit)', () => {
    expect(reviewAfterChange(location, { ...completed, unitSurveyId: 'u1' })).toBeUndefined();
    expect(reviewAfterChange(location, { ...completed, isTypicalPlan: true })).toBeUndefined();
    expect(reviewAfterChange({ ...location, locationType: 'site-map' }, { ...completed, locationType: 'site-map' })).toBeUndefined();
  });
});
