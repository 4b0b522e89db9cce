import { describe, expect, it } from 'vitest';
import { expandNumbering, floorInUnitNumber, formatUnitNumber, indexLetters, parseNumbering, unitNumberKey } from './unit-numbering';

const parts = (pattern: string) => {
  const parsed = parseNumbering(pattern);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
const numbers = (pattern: string, from: number, to: number, unitsPerFloor: number, buildingName = 'A') => {
  const expanded = expandNumbering({ numbering: pattern, buildingName, floors: { from, to }, unitsPerFloor });
  if (!expanded.ok) throw new Error(expanded.error);
  return expanded.value;
};

describe('numbering patterns', () => {
  it('numbers floor and index: {floor}{index:02} → 101…112, 201…', () => {
    const units = numbers('{floor}{index:02}', 1, 10, 12);
    expect(units).toHaveLength(120);
    expect(units.slice(0, 3)).toEqual([
      { floor: 1, unitNumber: '101' },
      { floor: 1, unitNumber: '102' },
      { floor: 1, unitNumber: '103' },
    ]);
    expect(units[11]).toEqual({ floor: 1, unitNumber: '112' });
    expect(units[12]).toEqual({ floor: 2, unitNumber: '201' });
    expect(units.at(-1)).toEqual({ floor: 10, unitNumber: '1012' });
  });

  it('writes basements as B and their depth, padded like any floor', () => {
    expect(numbers('{floor}{index:02}', -2, -1, 2).map((u) => u.unitNumber)).toEqual(['B201', 'B202', 'B101', 'B102']);
    expect(floorInUnitNumber(-1, 2)).toBe('B01');
    expect(floorInUnitNumber(3, 2)).toBe('03');
    expect(floorInUnitNumber(0)).toBe('0');
  });

  it('has letters for the index and the building’s name', () => {
    expect(numbers('{building}-{floor}{letter}', 2, 2, 3, 'North').map((u) => u.unitNumber)).toEqual(['North-2A', 'North-2B', 'North-2C']);
    expect([1, 26, 27, 52, 53, 702, 703].map(indexLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(formatUnitNumber(parts('PH{index}'), { building: 'A', floor: 20, index: 3 })).toBe('PH3');
    expect(formatUnitNumber(parts('{ floor }-{index:3}'), { building: 'A', floor: 4, index: 7 })).toBe('4-007');
  });

  it('says what is wrong with a pattern in a few words', () => {
    expect(parseNumbering('{unit}')).toEqual({ ok: false, error: '{unit} is not a token; use {floor}, {index}, {letter}, {building}' });
    expect(parseNumbering('{floor')).toMatchObject({ ok: false, error: 'has a brace without its pair' });
    expect(parseNumbering('floor}')).toMatchObject({ ok: false, error: 'has a brace without its pair' });
    expect(parseNumbering('{letter:02}')).toMatchObject({ ok: false, error: '{letter} takes no width; only {floor} and {index} are padded' });
    expect(parseNumbering('')).toMatchObject({ ok: false, error: 'is empty' });
  });

  it('refuses a pattern that gives two units one number, saying which token is missing', () => {
    expect(expandNumbering({ numbering: '{floor}', buildingName: 'A', floors: { from: 1, to: 2 }, unitsPerFloor: 2 })).toEqual({
      ok: false,
      error: 'gives 1 to two units (floor 1 and floor 1); add {index} or {letter}',
    });
    expect(expandNumbering({ numbering: 'U{index}', buildingName: 'A', floors: { from: 1, to: 2 }, unitsPerFloor: 2 })).toEqual({
      ok: false,
      error: 'gives U1 to two units (floor 1 and floor 2); add {floor}',
    });
    // One unit per floor needs no index.
    expect(numbers('{floor}00', 1, 3, 1).map((u) => u.unitNumber)).toEqual(['100', '200', '300']);
  });

  it('refuses numbers longer than a unit number may be, and floors upside down', () => {
    expect(expandNumbering({ numbering: `${'x'.repeat(39)}{index}`, buildingName: 'A', floors: { from: 1, to: 1 }, unitsPerFloor: 10 })).toMatchObject({ ok: false });
    expect(expandNumbering({ numbering: '{floor}{index}', buildingName: 'A', floors: { from: 3, to: 1 }, unitsPerFloor: 1 })).toMatchObject({ ok: false });
  });

  it('compares unit numbers without case or surrounding space', () => {
    expect(unitNumberKey(' 12a ')).toBe(unitNumberKey('12A'));
  });
});
