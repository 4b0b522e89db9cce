import { describe, expect, it } from 'vitest';
import type { WorkItem } from '../../../../common/schemas/review';
import { locationPath, notificationPath, notificationText, workItemName, workSections } from './my-work';

const item = (id: string, instanceName: string | null = null): WorkItem => ({
  id,
  projectId: 'p1',
  projectName: 'Tower',
  locationType: 'mdf',
  instanceName,
  buildingId: null,
  progress: 50,
  isCompleted: false,
  review: null,
  assigneeId: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('my work', () => {
  it('puts returned locations first, then assigned, then in progress', () => {
    const sections = workSections({ assigned: [item('a')], returned: [item('r')], inProgress: [item('i')] });
    expect(sections.map((s) => [s.title, s.items.map((i) => i.id)])).toEqual([
      ['Returned to you', ['r']],
      ['Assigned to you', ['a']],
      ['In progress', ['i']],
    ]);
  });

  it('names a location by its name, else its type', () => {
    expect(workItemName(item('a', 'MDF 2'))).toBe('MDF 2');
    expect(workItemName(item('a', '  '))).toBe('MDF');
  });

  it('opens the location of an item and of a notification', () => {
    expect(locationPath(item('s1'))).toBe('/projects/p1/surveys/s1');
    expect(notificationPath({ projectId: 'p1', surveyId: 's1' })).toBe('/projects/p1/surveys/s1');
    expect(notificationPath({ projectId: 'p1', surveyId: null })).toBe('/projects/p1');
    expect(notificationPath({ projectId: null, surveyId: null })).toBeNull();
  });

  it('says who did what', () => {
    expect(notificationText({ kind: 'returned', actorName: 'Ana Diaz', subjectName: 'MDF 2' })).toBe('Ana Diaz returned MDF 2');
    expect(notificationText({ kind: 'mentioned', actorName: null, subjectName: null })).toBe('Someone mentioned you on a location');
  });
});
