import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import { READING_A_FIELDS } from '../../../../common/survey/default-templates';
import { LOCATION_TYPES } from '../../../../common/survey/location-types';
import { templateFieldProblems } from './template-validation';

const rack: TemplateField = { name: 'rack', label: 'Rack', type: 'text', required: true };

describe('templateFieldProblems', () => {
  it('finds nothing wrong with the built-in defaults of every type', () => {
    for (const type of LOCATION_TYPES) expect(templateFieldProblems(READING_A_FIELDS[type])).toEqual([]);
  });

  it('asks for at least one field', () => {
    expect(templateFieldProblems([])).toEqual(['Add at least one field.']);
  });

  it('names the field whose select has no options', () => {
    const vendor: TemplateField = { name: 'vendor', label: 'Vendor', type: 'select', required: false, options: [] };
    expect(templateFieldProblems([rack, vendor])).toEqual(['Field 2 (Vendor): Options: A select field needs at least one option']);
  });

  it('reports duplicate names once', () => {
    expect(templateFieldProblems([rack, { ...rack, label: 'Rack again' }])).toEqual(['Field names must be unique']);
  });
});
