import { describe, expect, it } from 'vitest';
import { activitySummary } from './activity-summary';

describe('activitySummary', () => {
  it('says who did what to which item', () => {
    expect(activitySummary('survey.complete', 'Ana Diaz', { name: 'MDF 1', projectName: 'Oak Towers' })).toBe('Ana Diaz completed MDF 1 in Oak Towers');
    expect(activitySummary('project.create', 'Ana Diaz', { name: 'Oak Towers' })).toBe('Ana Diaz created project Oak Towers');
    expect(activitySummary('survey.delete', null, null)).toBe('Someone deleted an item');
  });
});
