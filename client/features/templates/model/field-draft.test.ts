import { describe, expect, it } from 'vitest';
import { draftFromField, fieldFromDraft, newFieldDraft, validateFieldDraft, withLabel, withName, type FieldDraft } from './field-draft';

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
