import { describe, expect, it } from 'vitest';
import { auditedChanges, elementChanges } from './audit-changes';

describe('a write’s audited changes', () => {
  it('keeps each changed answer before and after, and the columns that changed', () => {
    const changes = auditedChanges(['notes', 'floor'], { notes: 'Rack 1', floor: 2 }, { notes: 'Rack 2', floor: null }, { isCompleted: { before: false, after: true }, instanceName: { before: 'MDF', after: 'MDF' } }, null);
    expect(changes.fields).toEqual([
      { field: 'notes', before: 'Rack 1', after: 'Rack 2' },
      { field: 'floor', before: 2, after: null },
      { field: 'isCompleted', before: false, after: true },
    ]);
  });

  it('leaves out a value too long to keep whole', () => {
    const changes = auditedChanges(['notes'], {}, { notes: 'x'.repeat(10_000) }, {}, null);
    expect(changes.fields).toEqual([{ field: 'notes', before: null, after: { omitted: true } }]);
  });

  it('names drawing elements added, changed and removed by id', () => {
    const a = { id: 'a', x: 1 };
    const b = { id: 'b', x: 2 };
    expect(elementChanges([a, b], [{ id: 'a', x: 5 }, { id: 'c', x: 0 }])).toEqual({ added: ['c'], changed: ['a'], removed: ['b'] });
    expect(elementChanges([a], [a])).toBeNull();
    expect(elementChanges([a], null)).toBeNull();
  });
});
