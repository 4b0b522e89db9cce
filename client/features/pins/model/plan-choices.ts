import type { EditorKind } from '../../../../common/markup/constants';
import type { Survey } from '../../../../common/schemas/surveys';
import { floorPlanInstanceName, unitIdOf } from '../../../../common/survey/unit-plans';
import { unitFloorPlanPath } from '../../../lib/plan-paths';

// Which plans a photo may be pinned on (DESIGN §5): a unit's photo on its unit's floor plan or the
// project's site map; any other location's photo on the site map. The server refuses any other
// survey; the app decides which survey is "the" site map or floor plan (the markup editor's own
// choice, handed in as finders, so a pin always lands on the drawing the editor edits).

export type PlanSurvey = Pick<
  Survey,
  'id' | 'projectId' | 'locationType' | 'locationId' | 'instanceName' | 'instanceNumber' | 'formData' | 'markupElements' | 'uploadedImage' | 'unitSurveyId' | 'createdAt'
>;

export interface PlanFinders<S extends PlanSurvey> {
  /** The project's site map, if it has one. */
  siteMap: (surveys: readonly S[]) => S | undefined;
  /** The floor plan of this unit survey, if it has one. */
  floorPlan: (surveys: readonly S[], unitSurveyId: string) => S | undefined;
}

export interface PlanChoice<S extends PlanSurvey> {
  survey: S;
  kind: EditorKind;
  /** The plan's instance name ('Site Map', 'Unit 204 Floor Plan'). */
  name: string;
}

/** A plan the photo could go on that is not there yet, and where to start it. */
export interface MissingPlan {
  kind: EditorKind;
  message: string;
  linkText: string;
  href: string;
}

export interface PlanChoices<S extends PlanSurvey> {
  /** The unit's floor plan first (a unit's photo is most often of the unit), then the site map. */
  plans: PlanChoice<S>[];
  missing: MissingPlan[];
}

/** Whether the project's plans are known on this device yet, and if not, why. */
export type PlansStatus = 'ready' | 'loading' | 'waiting' | 'failed';

export const SITE_MAP_NAME = 'Site Map';

/** The drawing kind a plan survey is edited as. */
export function planKind(survey: Pick<Survey, 'locationType'>): EditorKind {
  return survey.locationType === 'site-map' ? 'site-map' : 'floor-plan';
}

/** What a plan is called: its instance name, else what the editor names it. */
export function planName(survey: Pick<Survey, 'locationType' | 'instanceName'>): string {
  const name = survey.instanceName?.trim();
  if (name) return name;
  return survey.locationType === 'site-map' ? SITE_MAP_NAME : 'Floor Plan';
}

/** The unit a photo's survey belongs to: the unit itself, or the unit whose floor plan it is. */
export function unitOfSurvey<S extends PlanSurvey>(photoSurvey: S, surveys: readonly S[]): S | undefined {
  if (photoSurvey.locationType !== 'unit') return undefined;
  if (photoSurvey.unitSurveyId === null) return photoSurvey;
  return surveys.find((survey) => survey.id === photoSurvey.unitSurveyId);
}

export function siteMapPath(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/site-map`;
}

export function floorPlanPath(projectId: string, unitId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/units/${encodeURIComponent(unitId)}/floor-plan`;
}

/** The plans a photo of `photoSurvey` may go on, and those it could go on once someone starts them. */
export function planChoices<S extends PlanSurvey>(photoSurvey: S, surveys: readonly S[], finders: PlanFinders<S>): PlanChoices<S> {
  const projectId = photoSurvey.projectId;
  const plans: PlanChoice<S>[] = [];
  const missing: MissingPlan[] = [];

  const unit = unitOfSurvey(photoSurvey, surveys);
  if (unit) {
    const floorPlan = finders.floorPlan(surveys, unit.id);
    const unitId = unitIdOf(unit);
    if (floorPlan) {
      plans.push({ survey: floorPlan, kind: 'floor-plan', name: floorPlan.instanceName?.trim() || floorPlanInstanceName(unitId) });
    } else {
      const name = floorPlanInstanceName(unitId);
      missing.push({
        kind: 'floor-plan',
        message: `Unit ${unitId} has no floor plan yet. Open ${name} to start one.`,
        linkText: `Open ${name}`,
        href: unitFloorPlanPath(projectId, unit),
      });
    }
  }

  const siteMap = finders.siteMap(surveys);
  if (siteMap) plans.push({ survey: siteMap, kind: 'site-map', name: planName(siteMap) });
  else {
    missing.push({
      kind: 'site-map',
      message: 'This project has no site map yet. Open Site Map to start one.',
      linkText: 'Open Site Map',
      href: siteMapPath(projectId),
    });
  }
  return { plans, missing };
}

/** The plan shown first: the one the photo is pinned on, else the first choice. */
export function initialPlanId(choices: PlanChoices<PlanSurvey>, pinnedOn: string | null | undefined): string | null {
  if (pinnedOn && choices.plans.some((plan) => plan.survey.id === pinnedOn)) return pinnedOn;
  return choices.plans[0]?.survey.id ?? null;
}
