import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import { fieldsHiddenBySwitch } from './template-switch';

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
