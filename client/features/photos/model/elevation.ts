import { floorLabel, LEVEL_OPTIONS, levelName, type LevelOption } from '../../../../common/survey/levels';

/** A floor a photo is tagged with (spec survey-work §3, elevation options): the one list of levels. */
export type ElevationOption = LevelOption;

/** The spec's options, in the spec's order (Basement last). */
export const ELEVATION_OPTIONS: readonly ElevationOption[] = LEVEL_OPTIONS;

export const DEFAULT_ELEVATION = 0;

/**
 * The name of a level. The server accepts taller buildings and deeper basements than the
 * spec's five options, so levels outside them still read as a floor rather than a number.
 */
export function elevationName(level: number): string {
  return levelName(level);
}

/** Reads a select's value back as a level; anything unreadable is the default. */
export function parseElevation(value: string): number {
  const level = Number(value);
  return Number.isInteger(level) ? level : DEFAULT_ELEVATION;
}


/**
 * The floors a photo may be tagged with: the project's real floors, from its buildings (every
 * floor any of them has, lowest first), else the spec's fixed list for a project without
 * buildings. A photo's floor that is not among them (an old photo's) stays listed, so it still shows.
 */
export function projectFloorOptions(buildings: readonly { lowestFloor: number; highestFloor: number }[], keep: readonly number[] = []): ElevationOption[] {
  if (buildings.length === 0) {
    const extra = [...new Set(keep)].filter((level) => !ELEVATION_OPTIONS.some((option) => option.value === level));
    return [...ELEVATION_OPTIONS, ...extra.map((value) => ({ value, name: elevationName(value) }))];
  }
  const floors = new Set<number>(keep);
  for (const building of buildings) for (let floor = building.lowestFloor; floor <= building.highestFloor; floor++) floors.add(floor);
  return [...floors].sort((a, b) => a - b).map((value) => ({ value, name: floorLabel(value) }));
}

/** The floor a new photo is tagged with: the location's own, else the first above ground the list has, else its first. */
export function defaultFloorOf(options: readonly ElevationOption[], locationFloor: number | null | undefined): number {
  if (locationFloor !== null && locationFloor !== undefined && options.some((option) => option.value === locationFloor)) return locationFloor;
  if (options.some((option) => option.value === DEFAULT_ELEVATION)) return DEFAULT_ELEVATION;
  return (options.find((option) => option.value > 0) ?? options[0])?.value ?? DEFAULT_ELEVATION;
}
