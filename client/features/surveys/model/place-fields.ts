import type { Building } from '../../../../common/schemas/buildings';
import type { TemplateField } from '../../../../common/schemas/templates';
import { floorLabel } from '../../../../common/survey/levels';
import { ownValue } from '../../../../common/survey/own-values';
import { defaultUnitName, floorOfAnswer, followedUnitName, placeKeyOf, unitNumberOfAnswer, PLACE_FIELD_NAMES } from '../../../../common/survey/places';

// The form's place fields (DESIGN §15, issue 25): the building is one of the project's buildings,
// the floor one its building has, and a unit's name follows its building and unit number.

type BuildingChoice = Pick<Building, 'id' | 'name' | 'lowestFloor' | 'highestFloor' | 'floorsFollowAnswers'>;

/** The building a building answer names: by id, or by name without case (what the server stores and answers). */
export function buildingOfAnswer<B extends Pick<Building, 'id' | 'name'>>(value: unknown, buildings: readonly B[]): B | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  return buildings.find((building) => building.id === text) ?? buildings.find((building) => building.name.trim().toLowerCase() === text.toLowerCase());
}

/** The building a form's answers name (under any of the template's building field names). */
function buildingOfForm<B extends Pick<Building, 'id' | 'name'>>(values: Readonly<Record<string, unknown>>, buildings: readonly B[]): B | undefined {
  for (const name of PLACE_FIELD_NAMES.building) {
    const building = buildingOfAnswer(ownValue(values, name), buildings);
    if (building) return building;
  }
  return undefined;
}

/** 'Building A has floors B1 to Floor 12.' for a floor its building does not have; null when it has it (or nobody set its floors yet). */
export function floorOutsideBuilding(floorAnswer: unknown, building: BuildingChoice | undefined): string | null {
  if (!building || building.floorsFollowAnswers) return null;
  const floor = floorOfAnswer(floorAnswer);
  if (floor === null || floor === undefined) return null;
  if (floor >= building.lowestFloor && floor <= building.highestFloor) return null;
  return `Building ${building.name} has floors ${floorLabel(building.lowestFloor)} to ${floorLabel(building.highestFloor)}.`;
}

/** Each place field's own error beside the template's checks: a floor outside its building. */
export function placeFieldErrors(fields: readonly TemplateField[], values: Readonly<Record<string, unknown>>, buildings: readonly BuildingChoice[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const building = buildingOfForm(values, buildings);
  for (const field of fields) {
    if (placeKeyOf(field.name) !== 'floor') continue;
    const error = floorOutsideBuilding(ownValue(values, field.name), building);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** Whether a template field is the building field (a choice of the project's buildings). */
export function isBuildingField(field: Pick<TemplateField, 'name' | 'type'>): boolean {
  return placeKeyOf(field.name) === 'building' && field.type === 'text';
}

function unitPlace(values: Readonly<Record<string, unknown>>, buildings: readonly Pick<Building, 'id' | 'name'>[]) {
  const number = PLACE_FIELD_NAMES.unitNumber.map((name) => unitNumberOfAnswer(ownValue(values, name))).find((value) => typeof value === 'string') ?? null;
  const buildingAnswer = PLACE_FIELD_NAMES.building.map((name) => ownValue(values, name)).find((value) => typeof value === 'string' && value.trim() !== '');
  const building = buildingOfAnswer(buildingAnswer, buildings);
  return { buildingName: building?.name ?? (typeof buildingAnswer === 'string' ? buildingAnswer.trim() : null), unitNumber: number };
}

/**
 * A unit's name after its form's building or unit number changed, as the server names it
 * ('Unit A-204'): undefined to keep the one it has (a name of its own, or nothing changed).
 */
export function unitNameFollowingPlace(
  currentName: string,
  instanceNumber: number,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  buildings: readonly Pick<Building, 'id' | 'name'>[],
): string | undefined {
  const from = unitPlace(before, buildings);
  const to = unitPlace(after, buildings);
  if (from.buildingName === to.buildingName && from.unitNumber === to.unitNumber) return undefined;
  // An empty name is the automatic one too, and so is a duplicate's 'Unit 305 copy' (the copy is usually the next unit, renumbered).
  const given = defaultUnitName(from) ?? `Unit ${instanceNumber}`;
  const name = currentName.trim();
  const automatic = name === '' || (name.startsWith(`${given} copy`) && /^( \d+)?$/.test(name.slice(`${given} copy`.length)));
  return followedUnitName(automatic ? given : currentName, from, to, instanceNumber);
}
