import { describe, expect, it } from 'vitest';
import { activityDetails, activityTitle } from './activity-lines';

describe('activity lines', () => {
  it('says who did what', () => {
    expect(activityTitle({ kind: 'review', actorName: 'Olga Admin', decision: 'return' })).toBe('Olga Admin returned it');
    expect(activityTitle({ kind: 'review', actorName: null, decision: 'approve' })).toBe('Someone approved it');
  });

  it('shows each field before and after, drawing changes and comments', () => {
    expect(
      activityDetails({
        fields: [
          { field: 'floor', before: 1, after: 2 },
          { field: 'notes', before: null, after: 'x'.repeat(80) },
        ],
        elements: { added: ['a', 'b'], changed: [], removed: ['c'] },
        text: 'Fix the label',
      }),
    ).toEqual(['floor: 1 → 2', `notes: (empty) → ${'x'.repeat(57)}...`, 'Drawing: 2 added, 1 removed', '“Fix the label”']);
  });
});
