import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import { parseTemplateFile, templateFileContent, templateFileName } from './template-file';

const fields: TemplateField[] = [
  { name: 'hasRiser', label: 'Riser present', type: 'select', required: true, options: ['Yes', 'No'] },
  { name: 'riserSize', label: 'Riser size', type: 'text', required: false, visibleWhen: { field: 'hasRiser', equals: 'Yes' } },
  {
    name: 'cables',
    label: 'Cables',
    type: 'repeat',
    required: false,
    minItems: 1,
    maxItems: 10,
    fields: [
      { name: 'type', label: 'Type', type: 'select', required: false, options: ['Cat6', 'Fiber'] },
      { name: 'count', label: 'Count', type: 'number', required: false },
    ],
  },
];

describe('template files', () => {
  it('exports name, location type and fields, and imports them back unchanged', () => {
    const text = templateFileContent({ name: 'MDF Survey', locationType: 'mdf', fields });
    expect(JSON.parse(text)).toEqual({ name: 'MDF Survey', locationType: 'mdf', fields });
    expect(parseTemplateFile(text, 'mdf')).toEqual({ ok: true, name: 'MDF Survey', fields });
  });

  it('names the file after the template and its version', () => {
    expect(templateFileName('MDF Survey', 3)).toBe('mdf-survey-v3.json');
    expect(templateFileName('Café – Unit', null)).toBe('cafe-unit.json');
    expect(templateFileName('***', null)).toBe('template.json');
  });

  it('takes a bare list of fields and fills in defaults', () => {
    const result = parseTemplateFile(JSON.stringify([{ name: 'notes', label: 'Notes', type: 'textarea' }]), 'idf');
    expect(result).toEqual({ ok: true, name: null, fields: [{ name: 'notes', label: 'Notes', type: 'textarea', required: false }] });
  });

  it('refuses a file that is not JSON or has no fields', () => {
    expect(parseTemplateFile('{ nope', 'mdf')).toEqual({ ok: false, problems: ['The file is not JSON. Choose a file made with Export JSON.'] });
    expect(parseTemplateFile('{"name":"x"}', 'mdf')).toEqual({ ok: false, problems: ['The file has no list of fields. Choose a file made with Export JSON.'] });
    expect(parseTemplateFile('{"fields":[]}', 'mdf')).toEqual({ ok: false, problems: ['The file has no fields.'] });
  });

  it('refuses a template of another location type, naming it', () => {
    const text = templateFileContent({ name: 'IDF Survey', locationType: 'idf', fields });
    const result = parseTemplateFile(text, 'mdf');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/^This file is a .*IDF.* template\. Choose .*IDF.* as the location type to import it\.$/);
    expect(parseTemplateFile(JSON.stringify({ locationType: 'garage', fields }), 'mdf')).toEqual({
      ok: false,
      problems: ['The file’s location type “garage” is not one Riser knows.'],
    });
  });

  it('lists what is wrong in the editor’s words, naming each field', () => {
    const bad = [
      { name: 'hasRiser', label: 'Riser present', type: 'select', options: [] },
      { name: 'riserSize', label: 'Riser size', type: 'text', visibleWhen: { field: 'later', equals: 'Yes' } },
      { name: 'cables', label: 'Cables', type: 'repeat', fields: [{ name: 'count', label: 'Count', type: 'number', min: 5, max: 1 }] },
    ];
    const result = parseTemplateFile(JSON.stringify({ locationType: 'mdf', fields: bad }), 'mdf');
    expect(result).toEqual({
      ok: false,
      problems: [
        'Field 1 (Riser present): Options: A select field needs at least one option',
        'Field 3 (Cables), its field 1 (Count): Minimum: min must not be greater than max',
        'Field 2 (Riser size): Show only when: Shows when later, which is not a field before it',
      ],
    });
  });
});
