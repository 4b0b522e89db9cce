import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import {
  addField,
  formatOptions,
  isDirty,
  moveField,
  nameFromLabel,
  parseOptions,
  removeField,
  replaceField,
  replaceFieldKeepingConditions,
  sameFields,
  uniqueFieldName,
} from './field-list';

const text = (name: string, extras: Partial<TemplateField> = {}): TemplateField => ({ name, label: name, type: 'text', required: false, ...extras });
const names = (fields: readonly TemplateField[]) => fields.map((f) => f.name);
const abc = [text('a'), text('b'), text('c')];

describe('moveField', () => {
  it('swaps a field with the one above or below', () => {
    expect(names(moveField(abc, 1, 'up'))).toEqual(['b', 'a', 'c']);
    expect(names(moveField(abc, 1, 'down'))).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is past either end or for an unknown index', () => {
    expect(names(moveField(abc, 0, 'up'))).toEqual(['a', 'b', 'c']);
    expect(names(moveField(abc, 2, 'down'))).toEqual(['a', 'b', 'c']);
    expect(names(moveField(abc, 7, 'up'))).toEqual(['a', 'b', 'c']);
  });

  it('does not change its input', () => {
    moveField(abc, 0, 'down');
    expect(names(abc)).toEqual(['a', 'b', 'c']);
  });
});

describe('removeField and replaceField', () => {
  it('removes only the field at the index', () => {
    expect(names(removeField(abc, 1))).toEqual(['a', 'c']);
    expect(names(removeField(abc, 5))).toEqual(['a', 'b', 'c']);
  });

  it('replaces only the field at the index', () => {
    expect(replaceField(abc, 2, text('z')).map((f) => f.name)).toEqual(['a', 'b', 'z']);
    expect(names(abc)).toEqual(['a', 'b', 'c']);
  });
});

describe('addField', () => {
  it('appends the field', () => {
    expect(names(addField(abc, text('rackLocation')))).toEqual(['a', 'b', 'c', 'rackLocation']);
  });

  it('renames a field whose name is taken', () => {
    expect(names(addField(abc, text('b')))).toEqual(['a', 'b', 'c', 'b2']);
    expect(names(addField([...abc, text('b2')], text('b')))).toEqual(['a', 'b', 'c', 'b2', 'b3']);
  });
});

describe('nameFromLabel', () => {
  it('camel-cases the words of the label, like the built-in fields', () => {
    expect(nameFromLabel('Rack Location')).toBe('rackLocation');
    expect(nameFromLabel('Coverage (sq ft)')).toBe('coverageSqFt');
    expect(nameFromLabel('  UPS  runtime - minutes ')).toBe('uPSRuntimeMinutes');
  });

  it('drops accents and other characters', () => {
    expect(nameFromLabel('Café #2 / Über')).toBe('cafe2Uber');
  });

  it('starts with a letter and keeps to 64 characters', () => {
    expect(nameFromLabel('2nd Floor Closet')).toBe('field2ndFloorCloset');
    expect(nameFromLabel('x'.repeat(100))).toHaveLength(64);
    expect(nameFromLabel('!!!')).toBe('field');
    expect(nameFromLabel('')).toBe('field');
  });

  it('always gives a name the shared schema accepts', () => {
    for (const label of ['Rack Location', '2nd', '日本語', 'a_b', 'ÄÖÜ ß']) {
      expect(nameFromLabel(label)).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
    }
  });
});

describe('uniqueFieldName', () => {
  it('keeps a free name and numbers a taken one', () => {
    expect(uniqueFieldName('notes', ['floor'])).toBe('notes');
    expect(uniqueFieldName('notes', ['notes'])).toBe('notes2');
    expect(uniqueFieldName('notes', ['notes', 'notes2', 'notes3'])).toBe('notes4');
  });

  it('stays within 64 characters when numbering', () => {
    const long = 'n'.repeat(64);
    const name = uniqueFieldName(long, [long]);
    expect(name).toHaveLength(64);
    expect(name.endsWith('2')).toBe(true);
  });
});

describe('parseOptions and formatOptions', () => {
  it('takes one option per line, trimmed, blank lines dropped', () => {
    expect(parseOptions('Yes\n\n  No  \r\n   \nMaybe\n')).toEqual(['Yes', 'No', 'Maybe']);
    expect(parseOptions('')).toEqual([]);
  });

  it('writes options one per line', () => {
    expect(formatOptions(['Yes', 'No'])).toBe('Yes\nNo');
    expect(formatOptions(undefined)).toBe('');
    expect(parseOptions(formatOptions(['Cat5e', 'Cat6']))).toEqual(['Cat5e', 'Cat6']);
  });
});

describe('sameFields and isDirty', () => {
  it('is clean for the same fields, whatever the key order or absent optional keys', () => {
    const saved = [text('a', { placeholder: '' }), { type: 'number', label: 'b', name: 'b', required: true } as TemplateField];
    const draft = [text('a'), { name: 'b', label: 'b', type: 'number', required: true } as TemplateField];
    expect(sameFields(saved, draft)).toBe(true);
    expect(isDirty(saved, draft)).toBe(false);
  });

  it('is dirty after any edit, move, removal or addition', () => {
    expect(isDirty(abc, replaceField(abc, 0, text('a', { label: 'A!' })))).toBe(true);
    expect(isDirty(abc, replaceField(abc, 0, text('a', { required: true })))).toBe(true);
    expect(isDirty(abc, moveField(abc, 0, 'down'))).toBe(true);
    expect(isDirty(abc, removeField(abc, 0))).toBe(true);
    expect(isDirty(abc, addField(abc, text('d')))).toBe(true);
  });

  it('compares select options in order', () => {
    const select = (options: string[]): TemplateField => ({ name: 's', label: 'S', type: 'select', required: false, options });
    expect(isDirty([select(['A', 'B'])], [select(['A', 'B'])])).toBe(false);
    expect(isDirty([select(['A', 'B'])], [select(['B', 'A'])])).toBe(true);
  });

  it('counts a change to help, a condition, limits or a repeat group’s own fields as an edit', () => {
    const cables: TemplateField = {
      name: 'cables',
      label: 'Cables',
      type: 'repeat',
      required: false,
      fields: [{ name: 'count', label: 'Count', type: 'number', required: false }],
    };
    expect(isDirty([cables], [{ ...cables }])).toBe(false);
    expect(isDirty([cables], [{ ...cables, maxItems: 10 }])).toBe(true);
    expect(isDirty([cables], [{ ...cables, fields: [{ name: 'count', label: 'Count', type: 'number', required: false, min: 0 }] }])).toBe(true);
    expect(isDirty(abc, replaceField(abc, 1, text('b', { help: 'Why' })))).toBe(true);
    expect(isDirty(abc, replaceField(abc, 1, text('b', { visibleWhen: { field: 'a', filled: true } })))).toBe(true);
  });

  it('keeps conditions pointing at a field whose name changes', () => {
    const fields = [text('a'), text('b', { visibleWhen: { field: 'a', equals: 'x' } }), text('c', { visibleWhen: { field: 'b', filled: true } })];
    const renamed = replaceFieldKeepingConditions(fields, 0, text('first'));
    expect(renamed.map((f) => f.visibleWhen?.field)).toEqual([undefined, 'first', 'b']);
    expect(replaceFieldKeepingConditions(fields, 0, text('a', { label: 'A!' }))[1]).toBe(fields[1]);
  });

  it('is clean again when an edit is undone', () => {
    const moved = moveField(moveField(abc, 0, 'down'), 1, 'up');
    expect(isDirty(abc, moved)).toBe(false);
  });
});
