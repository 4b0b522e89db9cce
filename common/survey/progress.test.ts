import { describe, it, expect } from 'vitest';
import type { TemplateField } from '../schemas/templates';
import { isFieldFilled, progressColor, surveyProgress, validateSurveyField, validateSurveyForm } from './progress';

const field = (name: string, type: TemplateField['type'], required = false, label = name): TemplateField => ({
  name,
  label,
  type,
  required,
  ...(type === 'select' ? { options: ['Yes', 'No'] } : {}),
});

const FIELDS: TemplateField[] = [
  field('name', 'text', true, 'Name'),
  field('floor', 'number', true, 'Floor'),
  field('kind', 'select', true, 'Kind'),
  field('rooms', 'number', false, 'Rooms'),
  field('notes', 'textarea', false, 'Notes'),
];

describe('surveyProgress', () => {
  it('is 0 when the template has no required fields, but still counts filled fields', () => {
    const fields = [field('a', 'text'), field('b', 'number')];
    expect(surveyProgress(fields, { a: 'x', b: 2 })).toEqual({ percent: 0, filledRequired: 0, totalRequired: 0, filled: 2, total: 2 });
    expect(surveyProgress([], {})).toEqual({ percent: 0, filledRequired: 0, totalRequired: 0, filled: 0, total: 0 });
  });

  it('is 0 for an empty form and 100 when every required field is filled', () => {
    expect(surveyProgress(FIELDS, {}).percent).toBe(0);
    expect(surveyProgress(FIELDS, { name: 'A', floor: 1, kind: 'Yes' }).percent).toBe(100);
  });

  it('rounds the share of required fields: 1 of 3 is 33, 2 of 3 is 67', () => {
    expect(surveyProgress(FIELDS, { name: 'A' })).toMatchObject({ percent: 33, filledRequired: 1, totalRequired: 3 });
    expect(surveyProgress(FIELDS, { name: 'A', kind: 'No' })).toMatchObject({ percent: 67, filledRequired: 2, totalRequired: 3 });
  });

  it('counts 0 and "0" as a filled number, but not negatives, blanks or non-numbers', () => {
    const floor = [field('floor', 'number', true)];
    expect(surveyProgress(floor, { floor: 0 }).percent).toBe(100);
    expect(surveyProgress(floor, { floor: '0' }).percent).toBe(100);
    expect(surveyProgress(floor, { floor: '3' }).percent).toBe(100);
    expect(surveyProgress(floor, { floor: 2.5 }).percent).toBe(100);
    for (const value of [-1, '-1', '', '   ', null, undefined, 'abc', Number.NaN, Infinity, true, {}]) {
      expect(surveyProgress(floor, { floor: value }).percent, String(value)).toBe(0);
    }
  });

  it('treats blank and whitespace-only strings as empty for text, select and textarea fields', () => {
    for (const type of ['text', 'select', 'textarea'] as const) {
      const fields = [field('f', type, true)];
      expect(surveyProgress(fields, { f: '' }).percent).toBe(0);
      expect(surveyProgress(fields, { f: '  \n\t' }).percent).toBe(0);
      expect(surveyProgress(fields, { f: null }).percent).toBe(0);
      expect(surveyProgress(fields, { f: false }).percent).toBe(0);
      expect(surveyProgress(fields, { f: ' x ' }).percent).toBe(100);
    }
  });

  it('ignores formData keys that are not template fields', () => {
    expect(surveyProgress(FIELDS, { other: 'x', extra: 5, toString: 'y' })).toEqual({
      percent: 0,
      filledRequired: 0,
      totalRequired: 3,
      filled: 0,
      total: 5,
    });
  });

  it('counts N of M over all fields, optional ones included', () => {
    expect(surveyProgress(FIELDS, { name: 'A', rooms: 0, notes: 'n', floor: '' })).toMatchObject({
      percent: 33,
      filled: 3,
      total: 5,
    });
  });
});

describe('isFieldFilled', () => {
  it('accepts a finite number in a text field', () => {
    expect(isFieldFilled(field('t', 'text'), 5)).toBe(true);
    expect(isFieldFilled(field('t', 'text'), Number.NaN)).toBe(false);
  });
});

describe('validateSurveyField', () => {
  it("says '{label} is required' for an empty required field", () => {
    expect(validateSurveyField(FIELDS[0]!, '')).toBe('Name is required');
    expect(validateSurveyField(FIELDS[0]!, '   ')).toBe('Name is required');
    expect(validateSurveyField(FIELDS[1]!, undefined)).toBe('Floor is required');
    expect(validateSurveyField(FIELDS[1]!, null)).toBe('Floor is required');
    expect(validateSurveyField(FIELDS[2]!, '')).toBe('Kind is required');
  });

  it('accepts filled values, and empty optional fields', () => {
    expect(validateSurveyField(FIELDS[0]!, 'A')).toBeNull();
    expect(validateSurveyField(FIELDS[1]!, 0)).toBeNull();
    expect(validateSurveyField(FIELDS[1]!, '0')).toBeNull();
    expect(validateSurveyField(FIELDS[3]!, '')).toBeNull();
    expect(validateSurveyField(FIELDS[3]!, undefined)).toBeNull();
    expect(validateSurveyField(FIELDS[4]!, null)).toBeNull();
  });

  it('rejects an entered number below 0 or not a number, required or not, saying what it must be', () => {
    expect(validateSurveyField(FIELDS[1]!, -1)).toBe('Floor must be at least 0');
    expect(validateSurveyField(FIELDS[1]!, 'abc')).toBe('Floor must be a number of 0 or more');
    expect(validateSurveyField(FIELDS[1]!, '')).toBe('Floor is required');
    expect(validateSurveyField(FIELDS[3]!, '-2')).toBe('Rooms must be at least 0');
    expect(validateSurveyField(FIELDS[3]!, 'two')).toBe('Rooms must be a number of 0 or more');
  });
});

describe('a number below its minimum (issue 25)', () => {
  it('says the actual minimum, not that it is required', () => {
    const size = { name: 'size', label: 'Riser size', type: 'number', required: true, min: 0.5, max: 4 } as const;
    const depth = { name: 'depth', label: 'Depth', type: 'number', required: true, min: 0.5 } as const;
    expect(validateSurveyField(depth, 0.2)).toBe('Depth must be at least 0.5');
    expect(validateSurveyField(depth, '0.2')).toBe('Depth must be at least 0.5');
    expect(validateSurveyField(size, 0.2)).toBe('Riser size must be at least 0.5');
    expect(validateSurveyField(size, 9)).toBe('Riser size must be a number from 0.5 to 4');
    expect(validateSurveyField(depth, null)).toBe('Depth is required');
    expect(validateSurveyField(depth, 0.5)).toBeNull();
  });
});

describe('validateSurveyForm', () => {
  it('returns errors keyed by field name, and nothing for a valid form', () => {
    expect(validateSurveyForm(FIELDS, { floor: -3, rooms: 'x', stray: '' })).toEqual({
      name: 'Name is required',
      floor: 'Floor must be at least 0',
      kind: 'Kind is required',
      rooms: 'Rooms must be a number of 0 or more',
    });
    expect(validateSurveyForm(FIELDS, { name: 'A', floor: 0, kind: 'Yes' })).toEqual({});
  });
});

describe('progressColor', () => {
  it('follows the 100 / 70 / 30 thresholds', () => {
    expect(progressColor(100)).toBe('green');
    expect(progressColor(99)).toBe('blue');
    expect(progressColor(70)).toBe('blue');
    expect(progressColor(69)).toBe('yellow');
    expect(progressColor(30)).toBe('yellow');
    expect(progressColor(29)).toBe('gray');
    expect(progressColor(0)).toBe('gray');
  });
});

describe('fields named like what every object inherits (DESIGN §14)', () => {
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'];
  const fields = names.map((name) => field(name, 'text', true, `Label ${name}`));

  it('are unanswered in an empty form: each is required, progress is 0', () => {
    expect(surveyProgress(fields, {})).toMatchObject({ percent: 0, filledRequired: 0, totalRequired: 6, filled: 0 });
    expect(validateSurveyForm(fields, {})).toEqual(JSON.parse(JSON.stringify(Object.fromEntries(names.map((name) => [name, `Label ${name} is required`])))));
    expect(Object.keys(validateSurveyForm(fields, {}))).toEqual(names);
  });

  it('count when answered, and a condition on one of them holds on its answer', () => {
    const answers = JSON.parse(`{${names.map((name) => `"${name}":"x"`).join(',')}}`) as Record<string, unknown>;
    expect(surveyProgress(fields, answers)).toMatchObject({ percent: 100, filledRequired: 6, filled: 6 });
    expect(validateSurveyForm(fields, answers)).toEqual({});
    const conditional = [field('constructor', 'text'), { ...field('size', 'text', true), visibleWhen: { field: 'constructor', filled: true } }];
    expect(surveyProgress(conditional, {})).toMatchObject({ totalRequired: 0, total: 1 });
  });
});
