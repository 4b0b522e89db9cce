import { describe, expect, it } from 'vitest';
import { TemplateFields, type TemplateField } from '../../../../common/schemas/templates';
import {
  conditionRuleLabel,
  conditionRules,
  describeCondition,
  describeRepeat,
  draftFromField,
  fieldFromDraft,
  newFieldDraft,
  toRepeatItemField,
  validateFieldDraft,
  withConditionField,
  withLabel,
  withName,
  type FieldDraft,
} from './field-draft';

const draft = (changes: Partial<FieldDraft>): FieldDraft => ({ ...newFieldDraft(), ...changes });

describe('withLabel and withName', () => {
  it('derives a new field’s name from its label, unique among the others', () => {
    const typed = withLabel(newFieldDraft(), 'Rack Location', ['building']);
    expect(typed.name).toBe('rackLocation');
    expect(withLabel(newFieldDraft(), 'Notes', ['notes']).name).toBe('notes2');
    expect(withLabel(typed, '  ', []).name).toBe('');
  });

  it('stops following the label once a name is typed, and follows again when it is cleared', () => {
    const named = withName(withLabel(newFieldDraft(), 'Rack', []), 'rackId');
    expect(withLabel(named, 'Rack Location', []).name).toBe('rackId');
    const cleared = withName(named, '');
    expect(withLabel(cleared, 'Rack Location', []).name).toBe('rackLocation');
  });

  it('keeps an existing field’s name when its label changes', () => {
    const existing = draftFromField({ name: 'doorName', label: 'Door Name', type: 'text', required: true });
    expect(withLabel(existing, 'Room Door', []).name).toBe('doorName');
  });
});

describe('fieldFromDraft', () => {
  it('trims, drops an empty placeholder and keeps options only for selects', () => {
    expect(fieldFromDraft(draft({ label: ' Rack ', name: ' rack ', placeholder: '  ', optionsText: 'A\nB' }))).toEqual({
      name: 'rack',
      label: 'Rack',
      type: 'text',
      required: false,
    });
    expect(fieldFromDraft(draft({ label: 'Vendor', name: 'vendor', type: 'select', placeholder: 'Pick', optionsText: 'A\n\n B \n' }))).toEqual({
      name: 'vendor',
      label: 'Vendor',
      type: 'select',
      required: false,
      options: ['A', 'B'],
    });
    expect(fieldFromDraft(draft({ label: 'Rack', name: 'rack', type: 'number', required: true, placeholder: 'e.g. 4' }))).toEqual({
      name: 'rack',
      label: 'Rack',
      type: 'number',
      required: true,
      placeholder: 'e.g. 4',
    });
  });

  it('round-trips a field through its draft', () => {
    const field = { name: 'conduit', label: 'Conduit', type: 'select' as const, required: true, options: ['Yes', 'No'] };
    expect(fieldFromDraft(draftFromField(field))).toEqual(field);
  });
});

describe('validateFieldDraft', () => {
  it('accepts a complete draft', () => {
    expect(validateFieldDraft(draft({ label: 'Rack Location', name: 'rackLocation' }), ['building'])).toEqual({});
  });

  it('asks for a label and a valid name', () => {
    expect(validateFieldDraft(draft({ label: '  ', name: '' }), [])).toEqual({
      label: 'Enter a label.',
      name: 'Use letters, digits and _, starting with a letter (at most 64).',
    });
    expect(validateFieldDraft(draft({ label: 'Rack', name: '1rack' }), []).name).toBeDefined();
    expect(validateFieldDraft(draft({ label: 'Rack', name: 'rack-id' }), []).name).toBeDefined();
  });

  it('refuses a name another field uses', () => {
    expect(validateFieldDraft(draft({ label: 'Floor', name: 'floor' }), ['floor'])).toEqual({ name: 'Another field already uses this name.' });
  });

  it('asks a select for options and refuses an option listed twice', () => {
    expect(validateFieldDraft(draft({ label: 'Vendor', name: 'vendor', type: 'select', optionsText: '\n  \n' }), [])).toEqual({
      options: 'Enter at least one option, one per line.',
    });
    expect(validateFieldDraft(draft({ label: 'Vendor', name: 'vendor', type: 'select', optionsText: 'A\nB\n A' }), [])).toEqual({
      options: '“A” is listed twice.',
    });
  });

  it('ignores options typed for a field that is not a select', () => {
    expect(validateFieldDraft(draft({ label: 'Rack', name: 'rack', optionsText: '\n' }), [])).toEqual({});
  });
});

describe('every property survives an edit (issue 15)', () => {
  const fields: TemplateField[] = [
    { name: 'building', label: 'Building', type: 'text', required: true, placeholder: 'As signed', help: 'At the entrance' },
    { name: 'floor', label: 'Floor', type: 'number', required: true, min: -5, max: 60, placeholder: 'e.g. -1' },
    { name: 'hasRiser', label: 'Riser present', type: 'select', required: true, options: ['Yes', 'No'] },
    { name: 'riserSize', label: 'Riser size', type: 'text', required: true, visibleWhen: { field: 'hasRiser', equals: 'Yes' } },
    { name: 'services', label: 'Services', type: 'multiselect', required: false, options: ['Fiber', 'Coax'], visibleWhen: { field: 'hasRiser', in: ['Yes', 'No'] } },
    { name: 'lockOk', label: 'Lock checked', type: 'checkbox', required: false, visibleWhen: { field: 'floor', equals: -1 } },
    { name: 'lockNote', label: 'Lock note', type: 'textarea', required: false, visibleWhen: { field: 'lockOk', equals: true } },
    { name: 'visited', label: 'Visited on', type: 'date', required: false, visibleWhen: { field: 'building', filled: true } },
    { name: 'rackPhotos', label: 'Rack photos', type: 'photo', required: false, photoCount: 2, visibleWhen: { field: 'floor', in: [-1, -2] } },
    {
      name: 'cables',
      label: 'Cables',
      type: 'repeat',
      required: true,
      minItems: 1,
      maxItems: 10,
      help: 'One per bundle',
      visibleWhen: { field: 'services', filled: false },
      fields: [
        { name: 'kind', label: 'Type', type: 'select', required: true, options: ['Cat6', 'Fiber'] },
        { name: 'count', label: 'Count', type: 'number', required: true, min: 0 },
        { name: 'condition', label: 'Condition', type: 'select', required: false, options: ['Good', 'Damaged'], visibleWhen: { field: 'kind', equals: 'Fiber' } },
      ],
    },
  ];

  it.each(fields.map((field) => [field.name, field] as const))('%s round-trips through its draft', (_, field) => {
    expect(fieldFromDraft(draftFromField(field))).toEqual(field);
  });

  it('a repeat group’s own fields round-trip too, and the whole list is still valid', () => {
    const again = fields.map((field) => fieldFromDraft(draftFromField(field)));
    expect(TemplateFields.safeParse(again).success).toBe(true);
    const cables = draftFromField(fields[9]!);
    expect(cables.subFields.map((f) => fieldFromDraft(draftFromField(f)))).toEqual(fields[9]!.fields);
  });

  it('drops what the new type does not use when the type changes', () => {
    const floor = draftFromField(fields[1]!);
    expect(fieldFromDraft({ ...floor, type: 'text' })).toEqual({ name: 'floor', label: 'Floor', type: 'text', required: true, placeholder: 'e.g. -1' });
    expect(fieldFromDraft({ ...draftFromField(fields[2]!), type: 'multiselect' }).options).toEqual(['Yes', 'No']);
    expect(fieldFromDraft({ ...draftFromField(fields[2]!), type: 'checkbox' })).not.toHaveProperty('options');
  });
});

describe('conditions', () => {
  const earlier: TemplateField[] = [
    { name: 'hasRiser', label: 'Riser present', type: 'select', required: true, options: ['Yes', 'No'] },
    { name: 'floor', label: 'Floor', type: 'number', required: true },
    { name: 'lockOk', label: 'Lock checked', type: 'checkbox', required: false },
  ];
  const base = draft({ label: 'Riser size', name: 'riserSize' });

  it('picks a select: "is" its first option', () => {
    const picked = withConditionField(base, 'hasRiser', earlier);
    expect(fieldFromDraft(picked).visibleWhen).toEqual({ field: 'hasRiser', equals: 'Yes' });
    expect(fieldFromDraft(withConditionField(picked, '', earlier))).not.toHaveProperty('visibleWhen');
  });

  it('saves a number as a number and a tick as true', () => {
    const floor = withConditionField(base, 'floor', earlier);
    expect(fieldFromDraft({ ...floor, condition: { ...floor.condition!, value: '-1' } }).visibleWhen).toEqual({ field: 'floor', equals: -1 });
    expect(fieldFromDraft({ ...floor, condition: { ...floor.condition!, rule: 'in', valuesText: '-1\n-2\n' } }).visibleWhen).toEqual({ field: 'floor', in: [-1, -2] });
    expect(fieldFromDraft(withConditionField(base, 'lockOk', earlier)).visibleWhen).toEqual({ field: 'lockOk', equals: true });
  });

  it('is filled and is empty', () => {
    const picked = withConditionField(base, 'hasRiser', earlier);
    expect(fieldFromDraft({ ...picked, condition: { ...picked.condition!, rule: 'filled' } }).visibleWhen).toEqual({ field: 'hasRiser', filled: true });
    expect(fieldFromDraft({ ...picked, condition: { ...picked.condition!, rule: 'empty' } }).visibleWhen).toEqual({ field: 'hasRiser', filled: false });
  });

  it('offers a checkbox "is ticked" and "is not ticked"', () => {
    expect(conditionRules(earlier[2]).map((rule) => conditionRuleLabel(rule, earlier[2]))).toEqual(['is ticked', 'is not ticked']);
    expect(conditionRules(earlier[0]).map((rule) => conditionRuleLabel(rule, earlier[0]))).toEqual(['is', 'is one of', 'is filled', 'is empty']);
  });

  it('asks for a value, a number where the field is a number, and a field above this one', () => {
    const picked = withConditionField(base, 'hasRiser', earlier);
    expect(validateFieldDraft(picked, [], earlier)).toEqual({});
    expect(validateFieldDraft({ ...picked, condition: { ...picked.condition!, value: '' } }, [], earlier).condition).toBe('Enter the value it must have.');
    expect(validateFieldDraft({ ...picked, condition: { ...picked.condition!, rule: 'in' } }, [], earlier).condition).toBe('Choose at least one value.');
    const floor = withConditionField(base, 'floor', earlier);
    expect(validateFieldDraft({ ...floor, condition: { ...floor.condition!, value: 'two' } }, [], earlier).condition).toBe('Enter a number.');
    expect(validateFieldDraft(picked, [], []).condition).toBe('Choose a field above this one.');
  });

  it('describes a condition with the controlling field’s label', () => {
    expect(describeCondition({ field: 'hasRiser', equals: 'Yes' }, earlier)).toBe('Shows when Riser present is Yes');
    expect(describeCondition({ field: 'hasRiser', in: ['Yes', 'No'] }, earlier)).toBe('Shows when Riser present is one of Yes, No');
    expect(describeCondition({ field: 'lockOk', equals: true }, earlier)).toBe('Shows when Lock checked is ticked');
    expect(describeCondition({ field: 'lockOk', filled: false }, earlier)).toBe('Shows when Lock checked is not ticked');
    expect(describeCondition({ field: 'gone', filled: true }, earlier)).toBe('Shows when gone is filled');
  });
});

describe('numbers, photos and repeat groups', () => {
  it('takes negative limits and refuses a maximum below the minimum', () => {
    const floor = draft({ label: 'Floor', name: 'floor', type: 'number', minText: '-10', maxText: '60' });
    expect(fieldFromDraft(floor)).toMatchObject({ min: -10, max: 60 });
    expect(validateFieldDraft(floor, [])).toEqual({});
    expect(validateFieldDraft({ ...floor, maxText: '-20' }, []).max).toBe('The maximum must not be less than the minimum.');
    expect(validateFieldDraft({ ...floor, minText: 'low' }, []).min).toBe('Enter a number.');
  });

  it('asks a photo field for a whole count from 1 to 50', () => {
    const photos = draft({ label: 'Rack photos', name: 'rackPhotos', type: 'photo', photoCountText: '0' });
    expect(validateFieldDraft(photos, []).photoCount).toBe('Enter a whole number from 1 to 50.');
    expect(validateFieldDraft({ ...photos, photoCountText: '3' }, [])).toEqual({});
  });

  it('asks a repeat group for its own fields and sensible item counts', () => {
    const cables = draft({ label: 'Cables', name: 'cables', type: 'repeat', minItemsText: '1', maxItemsText: '10' });
    expect(validateFieldDraft(cables, []).fields).toBe('Add at least one field to the group.');
    const withFields = { ...cables, subFields: [{ name: 'kind', label: 'Type', type: 'select' as const, required: true, options: ['Cat6'] }] };
    expect(validateFieldDraft(withFields, [])).toEqual({});
    expect(validateFieldDraft({ ...withFields, maxItemsText: '0' }, []).maxItems).toBe('Enter a whole number from 1 to 200.');
    expect(validateFieldDraft({ ...withFields, minItemsText: '5', maxItemsText: '2' }, []).maxItems).toBe('The most items must not be fewer than the fewest.');
    const broken = { ...withFields, subFields: [{ name: 'size', label: 'Size', type: 'text' as const, required: false, visibleWhen: { field: 'kind', equals: 'Cat6' } }, ...withFields.subFields] };
    expect(validateFieldDraft(broken, []).fields).toMatch(/not a field before it/);
  });

  it('describes a repeat group compactly', () => {
    const fields = [{ name: 'a', label: 'A', type: 'text' as const, required: false }, { name: 'b', label: 'B', type: 'text' as const, required: false }];
    expect(describeRepeat({ fields, minItems: 1, maxItems: 10 })).toBe('Repeat: 2 fields, 1–10 items');
    expect(describeRepeat({ fields: fields.slice(1), minItems: 1 })).toBe('Repeat: 1 field, at least 1 item');
    expect(describeRepeat({ fields, maxItems: 3 })).toBe('Repeat: 2 fields, up to 3 items');
    expect(describeRepeat({ fields })).toBe('Repeat: 2 fields, any number of items');
  });

  it('keeps only what a group’s own field may have', () => {
    expect(toRepeatItemField({ name: 'kind', label: 'Type', type: 'select', required: true, options: ['Cat6'] })).toEqual({
      name: 'kind',
      label: 'Type',
      type: 'select',
      required: true,
      options: ['Cat6'],
    });
    expect(toRepeatItemField({ name: 'p', label: 'P', type: 'photo', required: false })).toBeNull();
  });
});
