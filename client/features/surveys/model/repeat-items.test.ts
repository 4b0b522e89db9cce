import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import type { RepeatItem } from './field-values';
import { addItem, canAddItem, canRemoveItem, groupCountError, itemErrors, itemsOf, removeItem, setItemValue } from './repeat-items';

const cables: TemplateField = {
  name: 'cables',
  label: 'Cables',
  type: 'repeat',
  required: false,
  minItems: 1,
  maxItems: 3,
  fields: [
    { name: 'type', label: 'Type', type: 'select', required: true, options: ['Cat6', 'Fiber'] },
    { name: 'count', label: 'Count', type: 'number', required: true, min: 1 },
    { name: 'strands', label: 'Strands', type: 'number', required: true, visibleWhen: { field: 'type', equals: 'Fiber' } },
  ],
};

describe('repeat items', () => {
  it('reads only the objects of a stored list', () => {
    expect(itemsOf(null)).toEqual([]);
    expect(itemsOf([{ type: 'Cat6' }, 'x', null, ['a']])).toEqual([{ type: 'Cat6' }]);
  });

  it('adds an empty item up to maxItems and removes down to minItems', () => {
    expect(addItem(cables, [])).toEqual([{}]);
    expect(addItem(cables, [{}, {}, {}])).toEqual([{}, {}, {}]);
    expect(canAddItem(cables, 2)).toBe(true);
    expect(canAddItem(cables, 3)).toBe(false);
    expect(canRemoveItem(cables, 1)).toBe(false);
    expect(canRemoveItem(cables, 2)).toBe(true);
    expect(removeItem([{ type: 'Cat6' }, { type: 'Fiber' }], 0)).toEqual([{ type: 'Fiber' }]);
    expect(removeItem([{ type: 'Cat6' }], 0)).toBeNull();
  });

  it('sets and clears one field of one item, leaving the others as they were', () => {
    const items: RepeatItem[] = [{ type: 'Cat6' }, { type: 'Fiber', count: 2 }];
    expect(setItemValue(items, 1, 'count', 4)).toEqual([{ type: 'Cat6' }, { type: 'Fiber', count: 4 }]);
    expect(setItemValue(items, 1, 'count', null)).toEqual([{ type: 'Cat6' }, { type: 'Fiber' }]);
    expect(items[1]).toEqual({ type: 'Fiber', count: 2 });
  });

  it('checks an item’s shown fields only, its conditions naming its siblings', () => {
    expect(itemErrors(cables.fields!, { type: 'Cat6', count: 2 })).toEqual({});
    expect(itemErrors(cables.fields!, { type: 'Fiber', count: 0 })).toEqual({
      count: 'Count must be at least 1',
      strands: 'Strands is required',
    });
  });

  it('says what is wrong with the count apart from the items', () => {
    expect(groupCountError(cables, null)).toBe('Cables: add at least one');
    expect(groupCountError(cables, [{}])).toBeNull();
    expect(groupCountError(cables, [{}, {}, {}, {}])).toBe('Cables: at most 3');
  });
});

describe('item fields named like what every object inherits (DESIGN §14)', () => {
  const group: TemplateField = {
    name: 'cables',
    label: 'Cables',
    type: 'repeat',
    required: false,
    fields: [
      { name: 'constructor', label: 'Kind', type: 'text', required: true },
      { name: 'valueOf', label: 'Count', type: 'number', required: false },
      { name: '__proto__', label: 'Note', type: 'text', required: true },
    ],
  };

  it('are empty in a new item: the required ones are named, the optional number has no error', () => {
    expect(itemErrors(group.fields!, {})).toEqual(JSON.parse('{"constructor":"Kind is required","__proto__":"Note is required"}'));
  });

  it('take their values as the item’s own', () => {
    const items = setItemValue(setItemValue([{}], 0, '__proto__', 'rack') as RepeatItem[], 0, 'constructor', 'Cat6') as RepeatItem[];
    expect(JSON.stringify(items)).toBe('[{"__proto__":"rack","constructor":"Cat6"}]');
    expect(itemErrors(group.fields!, items[0]!)).toEqual({});
  });
});
