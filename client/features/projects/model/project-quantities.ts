import { linkedPlaces, projectDrawings, type DrawingSurvey } from '../../../../common/markup/project-drawings';
import { projectQuantities, runKindsOf, type ProjectQuantities, type QuantityAllowances, type RunKind } from '../../../../common/markup/quantities';

// The dashboard's quantities (DESIGN §11) from what this device holds: the same function the
// server's quantities and the report use, so the table shows offline and with changes still waiting.

export function quantitiesOfProject(allowances: QuantityAllowances, surveys: readonly DrawingSurvey[], companyKinds: readonly RunKind[] = []): ProjectQuantities {
  return projectQuantities(projectDrawings(surveys), { allowances, runKinds: runKindsOf(companyKinds), placeOf: linkedPlaces(surveys) });
}

export function quantitiesFileName(projectName: string | undefined, now = new Date()): string {
  const safe = (projectName ?? 'project').trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'project';
  return `${safe}-quantities-${now.toISOString().slice(0, 10)}.csv`;
}
