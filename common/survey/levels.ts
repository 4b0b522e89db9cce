// The levels of a building (survey-work §3, DESIGN §4): one list for forms and photos, basements
// included. The spec's five options, in its order; a taller building or a deeper basement still
// reads as a floor rather than a number.

export interface LevelOption {
  value: number;
  name: string;
}

export const LEVEL_OPTIONS: readonly LevelOption[] = [
  { value: 0, name: 'Ground Level' },
  { value: 1, name: 'First Floor' },
  { value: 2, name: 'Second Floor' },
  { value: 3, name: 'Third Floor' },
  { value: -1, name: 'Basement' },
];

export function levelName(level: number): string {
  const known = LEVEL_OPTIONS.find((option) => option.value === level);
  if (known) return known.name;
  return level < 0 ? `Basement ${-level}` : `Floor ${level}`;
}

/** A building's floor as the property screens name it (DESIGN §15): B2, B1, Ground, Floor 1, Floor 2. */
export function floorLabel(floor: number): string {
  if (floor < 0) return `B${-floor}`;
  return floor === 0 ? 'Ground' : `Floor ${floor}`;
}
