import { linkedPlaces, projectDrawings, type DrawingSurvey } from '../../../../common/markup/project-drawings';
import { projectQuantities, runKindsOf, type Place, type ProjectQuantities, type QuantityAllowances, type RunKind } from '../../../../common/markup/quantities';

// The dashboard's quantities (DESIGN §11) from what this device holds: the same function the
// server's quantities and the report use, so the table shows offline and with changes still waiting.

export function quantitiesOfProject(allowances: QuantityAllowances, surveys: readonly DrawingSurvey[], companyKinds: readonly RunKind[] = []): ProjectQuantities {
  return projectQuantities(projectDrawings(surveys), { allowances, runKinds: runKindsOf(companyKinds), placeOf: linkedPlaces(surveys) });
}

/** 'Building A, floor 2', 'Floor -1', 'Site' (the site map's, placed nowhere in particular). */
export function placeLabel(place: Place): string {
  if (place.building === null && place.floor === null) return 'Site';
  const floor = place.floor === null ? null : `floor ${place.floor}`;
  if (place.building === null) return floor ? floor.charAt(0).toUpperCase() + floor.slice(1) : 'Site';
  return floor ? `${place.building}, ${floor}` : place.building;
}

const feetFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatFeet(feet: number): string {
  return `${feetFormat.format(feet)} ft`;
}

export function quantitiesFileName(projectName: string | undefined, now = new Date()): string {
  const safe = (projectName ?? 'project').trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'project';
  return `${safe}-quantities-${now.toISOString().slice(0, 10)}.csv`;
}
