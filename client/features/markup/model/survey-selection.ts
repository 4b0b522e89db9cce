import type { Survey } from '../../../../common/schemas/surveys';

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

export function floorPlanInstanceName(unitId: string): string {
  return `Unit ${unitId} Floor Plan`;
}

/** The unit's floor-plan survey: its locationId is the unit id and its name says 'Floor Plan'. */
export function findFloorPlanSurvey<T extends SurveyLike>(surveys: readonly T[], unitId: string): T | undefined {
  return newestFirst(surveys).find(
    (s) => s.locationType === 'unit' && s.locationId === unitId && (s.instanceName ?? '').includes('Floor Plan'),
  );
}
