import type { Survey } from '../../../../common/schemas/surveys';
import type { ProgressColor } from '../../../../common/survey/progress';

/** A type's entries on the survey-type page, by instance number (survey-work §2). */
export function entriesOfType(surveys: readonly Survey[], locationType: string): Survey[] {
  return surveys
    .filter((survey) => survey.locationType === locationType)
    .sort((a, b) => a.instanceNumber - b.instanceNumber || a.createdAt.localeCompare(b.createdAt));
}

type UnitSurvey = Pick<Survey, 'formData' | 'instanceNumber' | 'instanceName' | 'locationId'>;

/**
 * The unit a unit survey's floor plan belongs to. A floor-plan survey ('Unit 204 Floor Plan')
 * carries its unit as its location id; another unit survey is known by its unit number (either
 * template's field) when filled, else by its instance number.
 */
export function unitIdOf(survey: UnitSurvey): string {
  if (survey.instanceName?.includes('Floor Plan')) return survey.locationId;
  for (const unitNumber of [survey.formData.unitNumber, survey.formData.unit_number]) {
    if (typeof unitNumber === 'string' && unitNumber.trim() !== '') return unitNumber.trim();
    if (typeof unitNumber === 'number' && Number.isFinite(unitNumber)) return String(unitNumber);
  }
  return String(survey.instanceNumber);
}

export function floorPlanPath(projectId: string, survey: UnitSurvey): string {
  return `/projects/${projectId}/units/${encodeURIComponent(unitIdOf(survey))}/floor-plan`;
}

/** The filled part of a progress bar, by progressColor (100 green, 70-99 blue, 30-69 yellow, else gray). */
export const PROGRESS_INDICATOR_CLASS: Record<ProgressColor, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  yellow: 'bg-yellow-500',
  gray: 'bg-slate-400',
};

/** A new location's id: its type and a timestamp (survey-work §3). */
export function newLocationId(locationType: string, now: number = Date.now()): string {
  return `${locationType}-${now}`;
}
