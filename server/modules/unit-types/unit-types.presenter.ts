import type { UnitType } from '../../../common/schemas/unit-types';
import type { UnitTypeWithPlan } from './unit-types.repo';

export function presentUnitType(row: UnitTypeWithPlan): UnitType {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    planSurveyId: row.planSurveyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
