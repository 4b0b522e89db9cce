import type { Survey } from '../../../../common/schemas/surveys';
import { unitFloorPlanPath } from '../../../lib/plan-paths';

// The standards checks on the dashboard (issue 28): errors first, each with the drawing it is on.

export interface CheckFindingView {
  severity: 'error' | 'warning';
  rule: string;
  surveyId: string;
  elementId: string | null;
  message: string;
}

type DrawingSurvey = Pick<Survey, 'id' | 'locationType' | 'locationId' | 'instanceName' | 'unitSurveyId' | 'isTypicalPlan' | 'formData' | 'instanceNumber' | 'unitNumber'>;

export interface DrawingLink {
  to: string;
  name: string;
}

/** Errors before warnings, else as the server listed them (by drawing). */
export function findingsInOrder<T extends { severity: 'error' | 'warning' }>(findings: readonly T[]): T[] {
  return [...findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}

/** Where to open a finding's drawing: the site map, a unit's floor plan, the unit types' typical plans or the location. */
export function drawingLink(projectId: string, surveyId: string, surveys: readonly DrawingSurvey[]): DrawingLink | null {
  const survey = surveys.find((candidate) => candidate.id === surveyId);
  if (!survey) return null;
  const project = encodeURIComponent(projectId);
  if (survey.locationType === 'site-map') return { to: `/projects/${project}/site-map`, name: 'Site map' };
  if (survey.isTypicalPlan) return { to: `/projects/${project}/unit-types`, name: survey.instanceName ?? 'Typical plan' };
  if (survey.unitSurveyId !== null) {
    const unit = surveys.find((candidate) => candidate.id === survey.unitSurveyId);
    // The floor plan's address is its unit's (as the surveys feature's floorPlanPath makes it).
    const to = unit ? unitFloorPlanPath(projectId, unit) : `/projects/${project}/units/${encodeURIComponent(survey.locationId)}/floor-plan`;
    return { to, name: survey.instanceName ?? 'Floor plan' };
  }
  return { to: `/projects/${project}/surveys/${encodeURIComponent(survey.id)}`, name: survey.instanceName ?? survey.locationId };
}
