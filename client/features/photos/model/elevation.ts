import { LEVEL_OPTIONS, levelName, type LevelOption } from '../../../../common/survey/levels';

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
