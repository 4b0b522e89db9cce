import { linkedPlaces, projectDrawings, type DrawingCatalogue, type DrawingSurvey } from '../../../../common/markup/project-drawings';
import { projectQuantities, runKindsOf, type ProjectQuantities, type QuantityAllowances, type RunKind } from '../../../../common/markup/quantities';

// The dashboard's quantities (DESIGN §11) from what this device holds: the same functions the
// server's quantities and the report use (projectDrawings: each typical plan counted once per unit
// of its type at that unit's building and floor, plus each unit's differences, DESIGN §15), so
// the table shows offline and with changes still waiting, and agrees with the server's.

export function quantitiesOfProject(
  allowances: QuantityAllowances,
  surveys: readonly DrawingSurvey[],
  companyKinds: readonly RunKind[] = [],
  catalogue: DrawingCatalogue = { buildings: [], unitTypes: [] },
): ProjectQuantities {
  return projectQuantities(projectDrawings(surveys, catalogue), { allowances, runKinds: runKindsOf(companyKinds), placeOf: linkedPlaces(surveys, catalogue) });
}

export function quantitiesFileName(projectName: string | undefined, now = new Date()): string {
  const safe = (projectName ?? 'project').trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'project';
  return `${safe}-quantities-${now.toISOString().slice(0, 10)}.csv`;
}
