import { describe, expect, it } from 'vitest';
import { DEFAULT_ELEVATION, ELEVATION_OPTIONS, elevationName, parseElevation } from './elevation';

describe('elevation options', () => {
  it('lists the spec options in order, Ground Level by default', () => {
    expect(ELEVATION_OPTIONS.map((o) => [o.value, o.name])).toEqual([
      [0, 'Ground Level'],
      [1, 'First Floor'],
      [2, 'Second Floor'],
      [3, 'Third Floor'],
      [-1, 'Basement'],
    ]);
    expect(elevationName(DEFAULT_ELEVATION)).toBe('Ground Level');
  });

  it('names levels beyond the spec options as floors and basements', () => {
    expect(elevationName(-1)).toBe('Basement');
    expect(elevationName(-2)).toBe('Basement 2');
    expect(elevationName(12)).toBe('Floor 12');
  });

  it('reads select values back, falling back to the default', () => {
    expect(parseElevation('-1')).toBe(-1);
    expect(parseElevation('3')).toBe(3);
    expect(parseElevation('')).toBe(0);
    expect(parseElevation('1.5')).toBe(0);
    expect(parseElevation('x')).toBe(0);
  });
});
