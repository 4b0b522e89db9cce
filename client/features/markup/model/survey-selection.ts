import type { Survey } from '../../../../common/schemas/surveys';
import { unitIdOf } from '../../../../common/survey/unit-plans';

// Which survey a markup page edits (survey-work §4, §2).

type SurveyLike = Pick<Survey, 'locationType' | 'locationId' | 'instanceName' | 'markupElements' | 'uploadedImage' | 'createdAt'>;

function newestFirst<T extends SurveyLike>(surveys: readonly T[]): T[] {
  return [...surveys].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function hasMarkup(survey: SurveyLike): boolean {
  return survey.markupElements.length > 0 || Boolean(survey.uploadedImage);
}

/**
 * The site map of a project: the newest site-map survey with markup or an image, else the
 * newest site-map survey; undefined when there is none (the page then creates one).
 */
export function chooseSiteMapSurvey<T extends SurveyLike>(surveys: readonly T[]): T | undefined {
  const siteMaps = newestFirst(surveys.filter((s) => s.locationType === 'site-map'));
  return siteMaps.find(hasMarkup) ?? siteMaps[0];
}

export const SITE_MAP_INSTANCE_NAME = 'Site Map';

export { floorPlanInstanceName } from '../../../../common/survey/unit-plans';

/**
 * A unit's floor plan: the survey linked to the unit survey (DESIGN §4); the newest with markup or
 * an image when two devices each made one, else the newest.
 */
export function findFloorPlanSurvey<T extends SurveyLike & Pick<Survey, 'unitSurveyId'>>(surveys: readonly T[], unitSurveyId: string): T | undefined {
  const plans = newestFirst(surveys.filter((s) => s.unitSurveyId === unitSurveyId));
  return plans.find(hasMarkup) ?? plans[0];
}

/** The unit location a floor-plan address names ('/units/204/floor-plan'): the first by number when several share it. */
export function findUnitSurvey<T extends Pick<Survey, 'id' | 'locationType' | 'unitSurveyId' | 'formData' | 'instanceNumber'>>(surveys: readonly T[], unitId: string): T | undefined {
  // The address is the unit's survey id (a unit in a building: unitAddressOf) or its number.
  const byId = surveys.find((s) => s.id === unitId && s.locationType === 'unit' && s.unitSurveyId === null);
  if (byId) return byId;
  return [...surveys]
    .filter((s) => s.locationType === 'unit' && s.unitSurveyId === null && unitIdOf(s) === unitId)
    .sort((a, b) => a.instanceNumber - b.instanceNumber)[0];
}
