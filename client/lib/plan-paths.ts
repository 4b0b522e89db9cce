// The addresses of the drawings' pages, for any feature to link to (features do not import each other).

import { unitAddressOf } from '../../common/survey/unit-plans';

/** A unit type's typical plan in the markup editor (DESIGN §15). */
export function typicalPlanPath(projectId: string, unitTypeId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/unit-types/${encodeURIComponent(unitTypeId)}/plan`;
}

/** A unit's floor plan in the markup editor: by its number, or by its id when it is in a building (unitAddressOf). */
export function unitFloorPlanPath(projectId: string, unit: Parameters<typeof unitAddressOf>[0]): string {
  return `/projects/${encodeURIComponent(projectId)}/units/${encodeURIComponent(unitAddressOf(unit))}/floor-plan`;
}
