import { describe, expect, it } from 'vitest';
import { activityExtras, activityTitle, fieldChangeLine, restoreOf } from './activity-lines';

describe('activity lines', () => {
  it('says who did what', () => {
    expect(activityTitle({ kind: 'review', actorName: 'Olga Admin', decision: 'return' })).toBe('Olga Admin returned it');
    expect(activityTitle({ kind: 'review', actorName: null, decision: 'approve' })).toBe('Someone approved it');
  });

  it('shows each field before and after by its label, drawing changes and comments', () => {
    const labels = { floor: 'Floor' };
    expect(fieldChangeLine({ field: 'floor', before: 1, after: 2 }, labels)).toBe('Floor: 1 → 2');
    expect(fieldChangeLine({ field: 'notes', before: null, after: 'x'.repeat(80) }, labels)).toBe(`notes: (empty) → ${'x'.repeat(57)}...`);
    expect(fieldChangeLine({ field: 'instanceName', before: 'Unit 1', after: 'Unit 1A' })).toBe('Location Name: Unit 1 → Unit 1A');
    expect(fieldChangeLine({ field: 'services', before: ['Fiber', 'Coax'], after: true })).toBe('services: Fiber, Coax → Yes');
    expect(activityExtras({ elements: { added: ['a', 'b'], changed: [], removed: ['c'] }, text: 'Fix the label' })).toEqual(['Drawing: 2 added, 1 removed', '“Fix the label”']);
  });

  describe('restoring an earlier value', () => {
    const fields = [
      { name: 'floor', label: 'Floor' },
      { name: 'services', label: 'Services' },
    ];
    const current = { values: { floor: '3', services: ['Fiber'] }, name: 'Unit 1A' };

    it('offers a field’s value before, labelled, unless the form holds it already', () => {
      expect(restoreOf({ field: 'floor', before: '2', after: '3' }, fields, current)).toEqual({ kind: 'field', name: 'floor', label: 'Floor', value: '2', shown: '2' });
      expect(restoreOf({ field: 'floor', before: '3', after: '4' }, fields, current)).toBeNull();
      expect(restoreOf({ field: 'services', before: null, after: ['Fiber'] }, fields, current)).toMatchObject({ value: null, shown: '(empty)' });
    });

    it('offers the location’s earlier name', () => {
      expect(restoreOf({ field: 'instanceName', before: 'Unit 1', after: 'Unit 1A' }, fields, current)).toEqual({ kind: 'name', label: 'Location Name', value: 'Unit 1', shown: 'Unit 1' });
    });

    it('offers nothing for a field the form no longer has, completion, or a value too long to have been kept', () => {
      expect(restoreOf({ field: 'gone', before: 'x', after: 'y' }, fields, current)).toBeNull();
      expect(restoreOf({ field: 'isCompleted', before: false, after: true }, fields, current)).toBeNull();
      expect(restoreOf({ field: 'floor', before: { omitted: true }, after: '3' }, fields, current)).toBeNull();
    });
  });
});
