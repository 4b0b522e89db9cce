import type { Survey } from '../../../../common/schemas/surveys';

// Which typical plan a drawing composes with (DESIGN §15).

type PlanLike = Pick<Survey, 'id' | 'unitSurveyId' | 'unitTypeId' | 'isTypicalPlan'>;

/** A unit type's typical plan among the project's surveys. */
export function typicalPlanOfType<T extends PlanLike>(surveys: readonly T[], unitTypeId: string): T | undefined {
  return surveys.find((survey) => survey.isTypicalPlan && survey.unitTypeId === unitTypeId);
}

/** The typical plan a unit's floor plan is drawn over: its unit's type's; undefined for an untyped unit or any other drawing. */
export function typicalPlanOfUnitPlan<T extends PlanLike>(surveys: readonly T[], plan: Pick<Survey, 'unitSurveyId'>): T | undefined {
  if (!plan.unitSurveyId) return undefined;
  const unit = surveys.find((survey) => survey.id === plan.unitSurveyId);
  return unit?.unitTypeId ? typicalPlanOfType(surveys, unit.unitTypeId) : undefined;
}

