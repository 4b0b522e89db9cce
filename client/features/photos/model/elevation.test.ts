import { describe, expect, it } from 'vitest';
import { DEFAULT_ELEVATION, ELEVATION_OPTIONS, defaultFloorOf, elevationName, parseElevation, projectFloorOptions } from './elevation';

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

  it('lists the project’s real floors from its buildings, not the fixed list (issue 25)', () => {
    const options = projectFloorOptions([
      { lowestFloor: -1, highestFloor: 3 },
      { lowestFloor: 1, highestFloor: 5 },
    ]);
    expect(options.map((o) => o.name)).toEqual(['B1', 'Ground', 'Floor 1', 'Floor 2', 'Floor 3', 'Floor 4', 'Floor 5']);
    expect(options.map((o) => o.value)).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(options.some((o) => o.name === 'Second Floor' || o.name === 'Basement')).toBe(false);
  });

  it('keeps an old photo’s floor listed, and falls back to the fixed list without buildings', () => {
    expect(projectFloorOptions([{ lowestFloor: 1, highestFloor: 2 }], [7]).map((o) => o.value)).toEqual([1, 2, 7]);
    expect(projectFloorOptions([]).map((o) => o.name)).toEqual(ELEVATION_OPTIONS.map((o) => o.name));
    expect(projectFloorOptions([], [9]).at(-1)).toEqual({ value: 9, name: 'Floor 9' });
  });

  it('tags new photos with the location’s floor when the list has it', () => {
    const options = projectFloorOptions([{ lowestFloor: 1, highestFloor: 4 }]);
    expect(defaultFloorOf(options, 3)).toBe(3);
    expect(defaultFloorOf(options, null)).toBe(1);
    expect(defaultFloorOf(ELEVATION_OPTIONS, null)).toBe(0);
  });
});
