import { describe, expect, it } from 'vitest';
import { conflictingFields, mergeForm } from './form-merge';

describe('mergeForm', () => {
  it('keeps untouched fields, applies changes and clears on null', () => {
    const { formData, changed } = mergeForm({ a: 'one', b: 2, c: 'keep' }, { a: 'uno', b: null, d: 'new', c: 'keep' });
    expect(formData).toEqual({ a: 'uno', c: 'keep', d: 'new' });
    expect(changed.sort()).toEqual(['a', 'b', 'd']);
  });
});

describe('conflictingFields', () => {
  const stored = { a: 'theirs', b: 'same' };
  const versions = { a: 5, b: 5, c: 2 };

  it('flags a field changed after the base version to a different value', () => {
    expect(conflictingFields(stored, versions, { a: 'mine' }, 4)).toEqual(['a']);
  });

  it('does not flag a field set to the value it already has, or changed before the base', () => {
    expect(conflictingFields(stored, versions, { b: 'same', c: 'x' }, 4)).toEqual([]);
    expect(conflictingFields(stored, versions, { a: 'mine' }, 5)).toEqual([]);
  });

  it('never flags without a base version (last write wins)', () => {
    expect(conflictingFields(stored, versions, { a: 'mine' }, undefined)).toEqual([]);
  });
});

describe('whole list values', () => {
  it('merges a repeat group or a multiselect as one value, and an equal list is no change and no conflict', () => {
    const cables = [{ type: 'Cat6', count: 2 }];
    const stored = { cables, uses: ['Power', 'Data'] };
    expect(mergeForm(stored, { cables: [{ type: 'Cat6', count: 2 }], uses: ['Power'] })).toEqual({ formData: { cables, uses: ['Power'] }, changed: ['uses'] });
    expect(conflictingFields(stored, { cables: 5 }, { cables: [{ count: 2, type: 'Cat6' }] }, 4)).toEqual([]);
    expect(conflictingFields(stored, { cables: 5 }, { cables: [] }, 4)).toEqual(['cables']);
  });
});

describe('fields named like what every object inherits (DESIGN §14)', () => {
  it('merges them as own keys, __proto__ too, and clearing one never answered is no change', () => {
    const patch = JSON.parse('{"constructor":"Belden","__proto__":["rack"],"toString":null}') as Record<string, string | string[] | null>;
    const { formData, changed } = mergeForm({}, patch);
    expect(changed).toEqual(['constructor', '__proto__']);
    expect(Object.keys(formData)).toEqual(['constructor', '__proto__']);
    expect(Object.getPrototypeOf(formData)).toBe(Object.prototype);
    expect(JSON.stringify(formData)).toBe('{"constructor":"Belden","__proto__":["rack"]}');
  });

  it('flags a change of one only when it was changed after the base', () => {
    expect(conflictingFields({}, {}, { constructor: 'x', valueOf: 'y' }, 1)).toEqual([]);
    expect(conflictingFields({ constructor: 'theirs' }, { constructor: 5 }, { constructor: 'mine' }, 4)).toEqual(['constructor']);
  });
});
