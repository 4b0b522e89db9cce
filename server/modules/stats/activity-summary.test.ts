import { describe, expect, it } from 'vitest';
import { activitySummary, collapseRepeats } from './activity-summary';

describe('activitySummary', () => {
  it('says who did what to which item', () => {
    expect(activitySummary('survey.complete', 'Ana Diaz', { name: 'MDF 1', projectName: 'Oak Towers' })).toBe('Ana Diaz completed MDF 1 in Oak Towers');
    expect(activitySummary('project.create', 'Ana Diaz', { name: 'Oak Towers' })).toBe('Ana Diaz created project Oak Towers');
    expect(activitySummary('survey.delete', null, null)).toBe('Someone deleted an item');
  });
});

describe('collapseRepeats', () => {
  const event = (id: number, action: string, actorId: string, subjectId: string) => ({ id, action, actorId, subjectId });

  it('keeps the newest of a run of the same edit by the same person', () => {
    const events = [
      event(5, 'survey.update', 'ana', 's1'),
      event(4, 'survey.update', 'ana', 's1'),
      event(3, 'survey.update', 'ana', 's1'),
      event(2, 'survey.create', 'ana', 's1'),
    ];
    expect(collapseRepeats(events).map((e) => e.id)).toEqual([5, 2]);
  });

  it('keeps edits by different people, of different items, and runs that were interrupted', () => {
    const events = [
      event(6, 'survey.update', 'ana', 's1'),
      event(5, 'survey.update', 'bo', 's1'),
      event(4, 'survey.update', 'ana', 's1'),
      event(3, 'survey.update', 'ana', 's2'),
      event(2, 'photo.upload', 'ana', 'p1'),
      event(1, 'photo.upload', 'ana', 'p2'),
    ];
    expect(collapseRepeats(events).map((e) => e.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });
});
