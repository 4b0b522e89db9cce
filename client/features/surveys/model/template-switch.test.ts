import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import { fieldsHiddenBySwitch, templatesToOffer } from './template-switch';

const a: TemplateField[] = [
  { name: 'building', label: 'Building', type: 'text', required: true },
  { name: 'doorName', label: 'Door Name', type: 'text', required: true },
  { name: 'conduit', label: 'Conduit', type: 'select', required: true, options: ['Yes', 'No'] },
];
const b: TemplateField[] = [
  { name: 'building', label: 'Building', type: 'text', required: true },
  { name: 'door_name', label: 'Door Name', type: 'text', required: true },
];

describe('template switch', () => {
  it('lists the filled fields the other template lacks', () => {
    const hidden = fieldsHiddenBySwitch(a, b, { building: 'A', doorName: 'D1', conduit: '' });
    expect(hidden.map((field) => field.name)).toEqual(['doorName']);
  });

  it('lists nothing when no filled field would be hidden', () => {
    expect(fieldsHiddenBySwitch(a, b, { building: 'A' })).toEqual([]);
  });
});

describe('the form’s template picker (issue 25)', () => {
  const global = { id: 'g', name: 'Default Unit Survey', companyId: null };
  const own = { id: 'c', name: 'Default Unit Survey', companyId: 'co' };
  const other = { id: 'o', name: 'Quick Unit', companyId: null };

  it('lists each template once: the company’s own instead of the global one it replaces', () => {
    expect(templatesToOffer([own, global, other, other], 'c').map((t) => t.id)).toEqual(['c', 'o']);
  });

  it('keeps a survey’s current template listed, even a replaced global one', () => {
    expect(templatesToOffer([own, global, other], 'g').map((t) => t.id)).toEqual(['c', 'g', 'o']);
  });
});
