import { describe, expect, it } from 'vitest';
import { sameFormValue } from './same-form-value';

describe('sameFormValue', () => {
  it('treats absent and null alike and compares scalars exactly', () => {
    expect(sameFormValue(undefined, null)).toBe(true);
    expect(sameFormValue(1, 1)).toBe(true);
    expect(sameFormValue(1, '1')).toBe(false);
    expect(sameFormValue(false, null)).toBe(false);
  });

  it('compares chosen options and repeat items whole', () => {
    expect(sameFormValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameFormValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameFormValue([{ type: 'Cat6', count: 2 }], [{ count: 2, type: 'Cat6' }])).toBe(true);
    expect(sameFormValue([{ type: 'Cat6', note: null }], [{ type: 'Cat6' }])).toBe(true);
    expect(sameFormValue([{ type: 'Cat6' }], [{ type: 'Cat6' }, { type: 'Fiber' }])).toBe(false);
    expect(sameFormValue([], null)).toBe(false);
    expect(sameFormValue({ a: 1 }, ['a'])).toBe(false);
  });
});
