import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { isStorableText, Text, UNSAFE_TEXT_MESSAGE } from './text';

type WithWellFormed = { isWellFormed?: () => boolean };
const stringPrototype = String.prototype as WithWellFormed;
const nativeIsWellFormed = stringPrototype.isWellFormed;

// Text made of the interesting UTF-16 units: NUL, both surrogate halves, and ordinary characters.
const tricky = fc.string({ unit: fc.constantFrom('a', 'é', ' ', '\u0000', '\ud83d', '\ude00', '😀', '\uffff') });

describe('isStorableText', () => {
  afterEach(() => {
    stringPrototype.isWellFormed = nativeIsWellFormed;
  });

  it('accepts ordinary text, emoji and the empty string', () => {
    for (const value of ['', 'Oak Towers', 'Ñandú 🗼', '👷‍♀️ rack', '\uffff']) expect(isStorableText(value)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates wherever they are', () => {
    for (const value of ['\u0000', 'a\u0000b', '\ud800', 'a\ud83d', '\ude00b', '\ude00\ud83d', '😀\ud800']) expect(isStorableText(value)).toBe(false);
  });

  it('judges the same without String.prototype.isWellFormed (older browsers)', () => {
    const expected = (value: string) => !value.includes('\u0000') && nativeIsWellFormed!.call(value);
    delete stringPrototype.isWellFormed;
    fc.assert(fc.property(tricky, (value) => isStorableText(value) === expected(value)));
  });
});

describe('Text', () => {
  it('keeps the checks that follow it, in order', () => {
    const Name = Text.trim().min(1, { error: 'Name is required.' }).max(5);
    expect(Name.parse('  Oak  ')).toBe('Oak');
    expect(Name.safeParse('   ').error?.issues.map((i) => i.message)).toEqual(['Name is required.']);
    expect(Name.safeParse('toolong').success).toBe(false);
    expect(Name.safeParse('a\u0000').error?.issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });
});
