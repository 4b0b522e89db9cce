import type { Survey } from '../../../../common/schemas/surveys';
import type { ProgressColor } from '../../../../common/survey/progress';
import { unitIdOf } from '../../../../common/survey/unit-plans';
import { unitFloorPlanPath } from '../../../lib/plan-paths';

/**
 * A type's entries on the survey-type page, by instance number (survey-work §2); units' floor
 * plans and unit types' typical plans are not entries (DESIGN §4, §15), as the type's card counts them.
 */
export function entriesOfType(surveys: readonly Survey[], locationType: string): Survey[] {
  return surveys
    .filter((survey) => survey.locationType === locationType && survey.unitSurveyId === null && survey.isTypicalPlan !== true)
    .sort((a, b) => a.instanceNumber - b.instanceNumber || a.createdAt.localeCompare(b.createdAt));
}

type UnitSurvey = Pick<Survey, 'id' | 'formData' | 'instanceNumber' | 'unitNumber' | 'buildingId'>;

export { unitIdOf };

export function floorPlanPath(projectId: string, survey: UnitSurvey): string {
  return unitFloorPlanPath(projectId, survey);
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
