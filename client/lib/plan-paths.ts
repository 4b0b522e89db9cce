// The addresses of the drawings' pages, for any feature to link to (features do not import each other).

/** A unit type's typical plan in the markup editor (DESIGN §15). */
export function typicalPlanPath(projectId: string, unitTypeId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/unit-types/${encodeURIComponent(unitTypeId)}/plan`;
}
