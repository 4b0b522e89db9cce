import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import { photoCountEdits, photoCountFor } from './photo-field-counts';

const fields: TemplateField[] = [
  { name: 'rack', label: 'Rack photo', type: 'photo', required: true, photoCount: 2 },
  { name: 'panel', label: 'Panel', type: 'photo', required: false },
  { name: 'notes', label: 'Rack photo', type: 'text', required: false },
];

describe('photo field counts', () => {
  it('counts the photos labelled with the field’s label, spaces and case aside', () => {
    expect(photoCountFor(fields[0]!, ['Rack photo', ' rack PHOTO ', null, 'Panel', 'Rack photos'])).toBe(2);
  });

  it('answers the photo fields whose stored count is out of date, none as cleared', () => {
    expect(photoCountEdits(fields, ['Rack photo'], { rack: 2, panel: 1 })).toEqual([
      { name: 'rack', value: 1 },
      { name: 'panel', value: null },
    ]);
    expect(photoCountEdits(fields, ['Rack photo', 'Panel'], { rack: 1, panel: 1 })).toEqual([]);
    expect(photoCountEdits(fields, [], {})).toEqual([]);
  });
});

describe('a photo field named like what every object inherits (DESIGN §14)', () => {
  it('has no count until a photo carries its label', () => {
    const inherited: TemplateField[] = ['constructor', 'toString', 'valueOf'].map((name) => ({ name, label: name, type: 'photo', required: false }));
    expect(photoCountEdits(inherited, [], {})).toEqual([]);
    expect(photoCountEdits(inherited, ['valueOf'], {})).toEqual([{ name: 'valueOf', value: 1 }]);
  });
});
