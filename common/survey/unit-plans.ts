// A unit's floor plan (DESIGN §4): a survey of type 'unit' linked to the unit survey it draws by
// `unitSurveyId`. It is not a location: counts, lists and the report's locations leave it out.

interface UnitLike {
  /** The unit's number (its column, DESIGN §15); absent or null: none, or a survey from before it had one. */
  unitNumber?: string | null;
  /** The unit's answers (a stored row's jsonb is unknown until read). */
  formData: unknown;
  instanceNumber: number;
}

/**
 * The id a unit is known by in its floor plan's address and name ('Unit 204 Floor Plan'): its
 * unit number when it has one (older answers still count), else its instance number.
 */
export function unitIdOf(unit: UnitLike): string {
  if (typeof unit.unitNumber === 'string' && unit.unitNumber.trim() !== '') return unit.unitNumber.trim();
  const answers = (unit.formData ?? {}) as Record<string, unknown>;
  for (const unitNumber of [answers.unitNumber, answers.unit_number]) {
    if (typeof unitNumber === 'string' && unitNumber.trim() !== '') return unitNumber.trim();
    if (typeof unitNumber === 'number' && Number.isFinite(unitNumber)) return String(unitNumber);
  }
  return String(unit.instanceNumber);
}

/**
 * The unit's address in its floor plan's route (/projects/{id}/units/{address}/floor-plan): its
 * number (unitIdOf), or its survey id when it is in a building, where numbers repeat from one
 * building to the next (A-101, B-101: DESIGN §15). The route takes either.
 */
export function unitAddressOf(unit: UnitLike & { id: string; buildingId?: string | null }): string {
  return unit.buildingId ? unit.id : unitIdOf(unit);
}

/** The floor-plan survey's name (survey-work §9). */
export function floorPlanInstanceName(unitId: string): string {
  return `Unit ${unitId} Floor Plan`;
}

/**
 * Whether a survey is a location of the project: not the site map, not a unit's floor plan, not a
 * unit type's typical plan (DESIGN §15; a survey from before typical plans, without the flag, is none).
 */
export function isLocationSurvey(survey: { locationType: string; unitSurveyId: string | null; isTypicalPlan?: boolean }): boolean {
  return survey.locationType !== 'site-map' && survey.unitSurveyId === null && survey.isTypicalPlan !== true;
}

/** The typical floor plan's name ('Typical plan · Type A'). */
export function typicalPlanName(unitTypeName: string): string {
  return `Typical plan · ${unitTypeName}`;
}
