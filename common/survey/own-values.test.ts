import { describe, expect, it } from 'vitest';
import { ownValue, setOwnValue } from './own-values';

// Names every object inherits (or, for __proto__, that an assignment would take for its prototype).
const INHERITED_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'];

describe('reading and writing answers by own property', () => {
  it('finds nothing under an inherited name, and the answer when it is the record’s own', () => {
    for (const name of INHERITED_NAMES) expect(ownValue({}, name), name).toBeUndefined();
    // As a survey's answers arrive: parsed JSON, where __proto__ is an ordinary key.
    const answers = JSON.parse('{"constructor":"Belden","toString":48,"__proto__":"rack"}') as Record<string, unknown>;
    expect(INHERITED_NAMES.map((name) => ownValue(answers, name))).toEqual(['Belden', 48, undefined, undefined, undefined, 'rack']);
  });

  it('sets every name as an own property, __proto__ included, and changes no prototype', () => {
    const record: Record<string, unknown> = {};
    for (const name of INHERITED_NAMES) setOwnValue(record, name, { polluted: name });
    expect(Object.keys(record)).toEqual(INHERITED_NAMES);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(record)).__proto__).toEqual({ polluted: '__proto__' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
