import { describe, expect, it } from 'vitest';
import { TemplateFields, type TemplateField } from '../schemas/templates';
import { isFieldFilled, surveyProgress, validateSurveyField, validateSurveyForm, visibleFields } from './progress';

// Issue 15: conditions, repeat groups and the new field types, on the one function the live
// form, the server's validation and progress share.

const fields = TemplateFields.parse([
  { name: 'hasRiser', label: 'Riser present', type: 'select', required: true, options: ['Yes', 'No'] },
  { name: 'riserSize', label: 'Riser size', type: 'text', required: true, visibleWhen: { field: 'hasRiser', equals: 'Yes' } },
  { name: 'riserNotes', label: 'Riser notes', type: 'textarea', visibleWhen: { field: 'riserSize', filled: true } },
  { name: 'floor', label: 'Floor', type: 'number', required: true, min: -5, max: 60 },
  { name: 'services', label: 'Services', type: 'multiselect', options: ['Fiber', 'Coax', 'Copper'] },
  { name: 'coaxCount', label: 'Coax drops', type: 'number', visibleWhen: { field: 'services', in: ['Coax'] } },
  { name: 'lockOk', label: 'Lock checked', type: 'checkbox', required: true },
  { name: 'visited', label: 'Visited on', type: 'date' },
  {
    name: 'cables',
    label: 'Cables',
    type: 'repeat',
    required: true,
    minItems: 2,
    maxItems: 5,
    fields: [
      { name: 'kind', label: 'Type', type: 'select', required: true, options: ['Cat6', 'Fiber', 'Coax'] },
      { name: 'count', label: 'Count', type: 'number', required: true },
      { name: 'strands', label: 'Strands', type: 'number', required: true, visibleWhen: { field: 'kind', equals: 'Fiber' } },
    ],
  },
]);

const names = (list: readonly TemplateField[]) => list.map((field) => field.name);

describe('conditions', () => {
  it('show a field only while its condition holds, and hide what depends on a hidden field', () => {
    expect(names(visibleFields(fields, { hasRiser: 'No', riserSize: 'big' }))).not.toContain('riserSize');
    // riserNotes depends on riserSize, which is hidden: hidden too, although riserSize has a value.
    expect(names(visibleFields(fields, { hasRiser: 'No', riserSize: 'big' }))).not.toContain('riserNotes');
    expect(names(visibleFields(fields, { hasRiser: 'Yes', riserSize: '4 in' }))).toEqual(expect.arrayContaining(['riserSize', 'riserNotes']));
    expect(names(visibleFields(fields, { services: ['Fiber', 'Coax'] }))).toContain('coaxCount');
    expect(names(visibleFields(fields, { services: ['Fiber'] }))).not.toContain('coaxCount');
  });

  it('count only visible required fields for progress, and check only visible ones', () => {
    const cables = [
      { kind: 'Cat6', count: 2 },
      { kind: 'Fiber', count: 1, strands: 12 },
    ];
    const done = { hasRiser: 'No', floor: -1, lockOk: true, cables };
    expect(surveyProgress(fields, done)).toMatchObject({ percent: 100, totalRequired: 4 });
    expect(validateSurveyForm(fields, done)).toEqual({});
    // The riser's size is required once the riser is there.
    expect(surveyProgress(fields, { ...done, hasRiser: 'Yes' })).toMatchObject({ percent: 80, totalRequired: 5 });
    expect(validateSurveyForm(fields, { ...done, hasRiser: 'Yes' })).toEqual({ riserSize: 'Riser size is required' });
  });
});

describe('a repeat group with minItems', () => {
  it('counts for progress as the completion checks it, even when not marked required', () => {
    const list = TemplateFields.parse([{ name: 'cables', label: 'Cables', type: 'repeat', minItems: 1, fields: [{ name: 'kind', label: 'Type', type: 'text' }] }]);
    expect(surveyProgress(list, {})).toMatchObject({ percent: 0, totalRequired: 1 });
    expect(validateSurveyForm(list, {})).toEqual({ cables: 'Cables: add at least one' });
    expect(surveyProgress(list, { cables: [{ kind: 'Cat6' }] })).toMatchObject({ percent: 100, totalRequired: 1 });
  });
});

describe('field types', () => {
  it('take negative numbers within min and max (a basement floor)', () => {
    const floor = fields.find((field) => field.name === 'floor')!;
    expect(validateSurveyField(floor, -1)).toBeNull();
    expect(validateSurveyField(floor, '-2')).toBeNull();
    expect(validateSurveyField(floor, -6)).toBe('Floor must be at least -5');
    expect(validateSurveyField({ ...floor, required: false }, 61)).toBe('Floor must be a number from -5 to 60');
    // Without min, a number is 0 or more, as the spec says.
    expect(validateSurveyField({ name: 'n', label: 'Outlets', type: 'number', required: false }, -1)).toBe('Outlets must be at least 0');
  });

  it('fill a checkbox only when ticked, a multiselect with an option, a date with a real ISO date', () => {
    const byName = (name: string) => fields.find((field) => field.name === name)!;
    expect(isFieldFilled(byName('lockOk'), true)).toBe(true);
    expect(isFieldFilled(byName('lockOk'), false)).toBe(false);
    expect(isFieldFilled(byName('services'), [])).toBe(false);
    expect(isFieldFilled(byName('services'), ['Coax'])).toBe(true);
    expect(validateSurveyField(byName('services'), ['Satellite'])).toBe('Services: choose among the options');
    expect(isFieldFilled(byName('visited'), '2026-11-26')).toBe(true);
    expect(validateSurveyField(byName('visited'), '2026-02-30')).toBe('Visited on must be a date');
  });

  it('check a repeat group item by item, with its own conditions, and its item count', () => {
    const cables = fields.find((field) => field.name === 'cables')!;
    expect(validateSurveyField(cables, [{ kind: 'Cat6', count: 2 }])).toBe('Cables: add at least 2');
    expect(validateSurveyField(cables, [{ kind: 'Cat6', count: 2 }, { kind: 'Fiber', count: 1 }])).toBe('Cables 2: Strands is required');
    expect(validateSurveyField(cables, Array.from({ length: 6 }, () => ({ kind: 'Cat6', count: 1 })))).toBe('Cables: at most 5');
    expect(isFieldFilled(cables, [{ kind: 'Cat6', count: 2 }, { kind: 'Coax', count: 1 }])).toBe(true);
  });
});

describe('templates', () => {
  it('refuse a condition on a field that is not before it, a repeat without fields, and a repeat in a repeat', () => {
    expect(TemplateFields.safeParse([{ name: 'a', label: 'A', type: 'text', visibleWhen: { field: 'b', filled: true } }, { name: 'b', label: 'B', type: 'text' }]).success).toBe(false);
    expect(TemplateFields.safeParse([{ name: 'r', label: 'R', type: 'repeat' }]).success).toBe(false);
    expect(
      TemplateFields.safeParse([{ name: 'r', label: 'R', type: 'repeat', fields: [{ name: 'inner', label: 'Inner', type: 'repeat', fields: [{ name: 'x', label: 'X', type: 'text' }] }] }]).success,
    ).toBe(false);
    expect(TemplateFields.safeParse([{ name: 'n', label: 'N', type: 'number', min: 5, max: 1 }]).success).toBe(false);
    expect(TemplateFields.safeParse([{ name: 'a', label: 'A', type: 'select', options: ['x'] }, { name: 'b', label: 'B', type: 'text', visibleWhen: { field: 'a', equals: 'x', filled: true } }]).success).toBe(false);
  });
});
