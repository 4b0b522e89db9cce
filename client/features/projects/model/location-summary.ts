import type { Survey } from '../../../../common/schemas/surveys';
import { LOCATION_TYPES, type LocationType } from '../../../../common/survey/location-types';
import { isLocationSurvey } from '../../../../common/survey/unit-plans';

export type LocationEntry = Pick<Survey, 'id' | 'locationType' | 'instanceName' | 'instanceNumber' | 'isCompleted' | 'progress' | 'unitSurveyId'> & {
  isTypicalPlan?: boolean;
};

export interface OverviewCount {
  type: LocationType;
  /** 'N completed', or '1 available' for the site map (survey-work §2, project dashboard). */
  label: string;
}

/**
 * One count per type, in the spec's order; the site map always offers one. Counted over the
 * type page's own entries (no floor plans, no typical plans), so a card and its list agree.
 */
export function overviewCounts(surveys: readonly LocationEntry[]): OverviewCount[] {
  const completed = new Map<LocationType, number>();
  for (const survey of surveys) {
    if (survey.isCompleted && survey.unitSurveyId === null && survey.isTypicalPlan !== true) {
      completed.set(survey.locationType, (completed.get(survey.locationType) ?? 0) + 1);
    }
  }
  return LOCATION_TYPES.map((type) => ({
    type,
    label: type === 'site-map' ? '1 available' : `${completed.get(type) ?? 0} completed`,
  }));
}

/**
 * Completed and total locations as the server counts them (DESIGN §10: every survey but the site
 * map and the units' floor plans), from the surveys shown here, so that locations waiting on this
 * device count too.
 */
export function locationCounts(surveys: readonly Pick<LocationEntry, 'locationType' | 'isCompleted' | 'unitSurveyId'>[]): { completed: number; total: number } {
  const locations = surveys.filter(isLocationSurvey);
  return { completed: locations.filter((survey) => survey.isCompleted).length, total: locations.length };
}

export interface LocationGroup<T extends LocationEntry> {
  type: LocationType;
  entries: T[];
}

/**
 * The project's locations by type in the spec's order, each sorted by instance number; empty
 * types left out. The site map is the project's plan and floor plans are their units': neither
 * is a location (DESIGN §4), so neither sits in the list at 0%.
 */
export function groupLocations<T extends LocationEntry>(surveys: readonly T[]): LocationGroup<T>[] {
  return LOCATION_TYPES.map((type) => ({
    type,
    entries: surveys
      .filter((survey) => survey.locationType === type && isLocationSurvey(survey))
      // Same number (should not happen): the older id order keeps the list stable between reads.
      .sort((a, b) => a.instanceNumber - b.instanceNumber || a.id.localeCompare(b.id)),
  })).filter((group) => group.entries.length > 0);
}

/** What a location is called: its own name, else the type and its number ('MDF 2'). */
export function locationName(entry: Pick<LocationEntry, 'instanceName' | 'instanceNumber' | 'locationType'>): string {
  const name = entry.instanceName?.trim();
  return name ? name : `${entry.locationType.toUpperCase()} ${entry.instanceNumber}`;
}

export type ProgressTone = 'complete' | 'high' | 'medium' | 'low';

/** survey-work §2 and §9: 100 green, 70 to 99 blue, 30 to 69 yellow, below 30 gray. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 100) return 'complete';
  if (percent >= 70) return 'high';
  if (percent >= 30) return 'medium';
  return 'low';
}
