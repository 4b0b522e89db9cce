import { describe, expect, it } from 'vitest';
import { describeValue, fromInputText, sameValue, toInputText } from './field-values';

describe('field values', () => {
  it('sends numbers as JSON numbers and cleared fields as null', () => {
    expect(fromInputText('number', '12.5')).toBe(12.5);
    expect(fromInputText('number', ' 3 ')).toBe(3);
    expect(fromInputText('number', '0')).toBe(0);
    expect(fromInputText('number', '')).toBeNull();
    expect(fromInputText('number', '  ')).toBeNull();
    expect(fromInputText('text', '')).toBeNull();
    expect(fromInputText('select', '')).toBeNull();
    expect(fromInputText('textarea', 'line\nline')).toBe('line\nline');
  });

  it('keeps text that is not a number, so validation can flag it', () => {
    expect(fromInputText('number', 'abc')).toBe('abc');
  });

  it('shows stored values as input text', () => {
    expect(toInputText(4)).toBe('4');
    expect(toInputText(null)).toBe('');
    expect(toInputText(undefined)).toBe('');
    expect(toInputText('North')).toBe('North');
    expect(toInputText({})).toBe('');
  });

  it('treats absent and null alike', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
    expect(sameValue('a', 'a')).toBe(true);
  });

  it('describes blank values as none', () => {
    expect(describeValue(null)).toBeNull();
    expect(describeValue(' ')).toBeNull();
    expect(describeValue(0)).toBe('0');
  });
});

describe('list values', () => {
  it('compares chosen options and repeat items whole, so an equal list is no edit', () => {
    expect(sameValue(['a'], ['a'])).toBe(true);
    expect(sameValue([{ type: 'Cat6' }], [{ type: 'Cat6', count: null }])).toBe(true);
    expect(sameValue([{ type: 'Cat6' }], [])).toBe(false);
  });

  it('describes chosen options and repeat items for the conflict view', () => {
    expect(describeValue(['Power', 'Data'])).toBe('Power, Data');
    expect(describeValue([{ type: 'Cat6' }, { type: 'Fiber' }])).toBe('2 items');
    expect(describeValue([])).toBeNull();
  });
});
