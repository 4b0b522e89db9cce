/** A floor a photo is tagged with (spec survey-work §3, elevation options). */
export interface ElevationOption {
  value: number;
  name: string;
}

/** The spec's options, in the spec's order (Basement last). */
export const ELEVATION_OPTIONS: readonly ElevationOption[] = [
  { value: 0, name: 'Ground Level' },
  { value: 1, name: 'First Floor' },
  { value: 2, name: 'Second Floor' },
  { value: 3, name: 'Third Floor' },
  { value: -1, name: 'Basement' },
];

export const DEFAULT_ELEVATION = 0;

/**
 * The name of a level. The server accepts taller buildings and deeper basements than the
 * spec's five options, so levels outside them still read as a floor rather than a number.
 */
export function elevationName(level: number): string {
  const known = ELEVATION_OPTIONS.find((option) => option.value === level);
  if (known) return known.name;
  return level < 0 ? `Basement ${-level}` : `Floor ${level}`;
}

/** Reads a select's value back as a level; anything unreadable is the default. */
export function parseElevation(value: string): number {
  const level = Number(value);
  return Number.isInteger(level) ? level : DEFAULT_ELEVATION;
}
