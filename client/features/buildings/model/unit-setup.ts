import type { Building } from '../../../../common/schemas/buildings';
import type { Survey } from '../../../../common/schemas/surveys';
import type { BulkUnit } from '../../../../common/schemas/units';
import { defaultUnitName } from '../../../../common/survey/places';
import { expandNumbering, type NumberedUnit, type Outcome } from '../../../../common/survey/unit-numbering';
import { previewSurvey } from '../../../lib/survey-preview';

// The Units step of a building (DESIGN §15): a numbering pattern expanded on the device with the
// server's own function (common/survey/unit-numbering.ts), so the preview is exactly what will be
// made, and sent as a list with client ids, so the units show at once, offline too.

export const DEFAULT_NUMBERING = '{floor}{index:02}';

export interface PatternRequest {
  numbering: string;
  building: Pick<Building, 'name'>;
  floors: { from: number; to: number };
  unitsPerFloor: number;
}

/** One floor of the preview: its first and last unit numbers and how many. */
export interface FloorPreview {
  floor: number;
  first: string;
  last: string;
  count: number;
}

/** What the pattern makes, or the server's sentence for why not ("gives 101 to two units …; add {index} or {letter}"). */
export function expandPattern(request: PatternRequest): Outcome<NumberedUnit[]> {
  if (!Number.isInteger(request.unitsPerFloor) || request.unitsPerFloor < 1) return { ok: false, error: 'Units per floor must be at least 1.' };
  if (!Number.isInteger(request.floors.from) || !Number.isInteger(request.floors.to)) return { ok: false, error: 'The floors must be whole numbers.' };
  const expanded = expandNumbering({ numbering: request.numbering, buildingName: request.building.name, floors: request.floors, unitsPerFloor: request.unitsPerFloor });
  return expanded.ok ? expanded : { ok: false, error: `The pattern ${expanded.error}.` };
}

/** The preview's lines, top floor first as a building is drawn. */
export function floorPreviews(units: readonly NumberedUnit[]): FloorPreview[] {
  const byFloor = new Map<number, NumberedUnit[]>();
  for (const unit of units) byFloor.set(unit.floor, [...(byFloor.get(unit.floor) ?? []), unit]);
  return [...byFloor.entries()]
    .sort(([a], [b]) => b - a)
    .map(([floor, list]) => ({ floor, first: list[0]!.unitNumber, last: list[list.length - 1]!.unitNumber, count: list.length }));
}

/** The bulk call's `{units}` list for a pattern's units, each with a client id. */
export function bulkUnitsOfPattern(units: readonly NumberedUnit[], buildingId: string, unitTypeId: string | null, newId: () => string): BulkUnit[] {
  return units.map((unit) => ({ id: newId(), buildingId, floor: unit.floor, unitNumber: unit.unitNumber, ...(unitTypeId ? { unitTypeId } : {}) }));
}

/** Units of the list whose building and number the project has already (the server keeps those as they are). */
export function existingUnitKeys(surveys: readonly Pick<Survey, 'buildingId' | 'unitNumber'>[]): Set<string> {
  const keys = new Set<string>();
  for (const survey of surveys) if (survey.buildingId && survey.unitNumber) keys.add(unitKey(survey.buildingId, survey.unitNumber));
  return keys;
}

export function unitKey(buildingId: string, unitNumber: string): string {
  return `${buildingId}\u0000${unitNumber.trim().toUpperCase()}`;
}

/**
 * The units as the server will answer them, for the outbox entry's preview: only those the
 * project does not have yet, numbered on from the highest unit number known here.
 */
export function previewUnits(
  projectId: string,
  units: readonly BulkUnit[],
  buildings: readonly Pick<Building, 'id' | 'name'>[],
  surveys: readonly Pick<Survey, 'locationType' | 'instanceNumber' | 'buildingId' | 'unitNumber'>[],
  now = new Date(),
): Survey[] {
  const taken = existingUnitKeys(surveys);
  let next = surveys.filter((survey) => survey.locationType === 'unit').reduce((max, survey) => Math.max(max, survey.instanceNumber), 0) + 1;
  const names = new Map(buildings.map((building) => [building.id, building.name]));
  const made: Survey[] = [];
  for (const unit of units) {
    const key = unitKey(unit.buildingId, unit.unitNumber);
    if (taken.has(key) || !unit.id) continue;
    taken.add(key);
    const instanceNumber = next++;
    made.push(
      previewSurvey({
        id: unit.id,
        projectId,
        locationType: 'unit',
        locationId: `unit-${instanceNumber}`,
        instanceNumber,
        instanceName: defaultUnitName({ buildingName: names.get(unit.buildingId) ?? null, unitNumber: unit.unitNumber }),
        buildingId: unit.buildingId,
        floor: unit.floor,
        unitNumber: unit.unitNumber,
        unitTypeId: unit.unitTypeId ?? null,
        now,
      }),
    );
  }
  return made;
}

/** "Basement 1", "Ground floor", "Floor 3". */
export function floorLabel(floor: number): string {
  if (floor < 0) return `Basement ${-floor}`;
  if (floor === 0) return 'Ground floor';
  return `Floor ${floor}`;
}

/** A floor number typed in a field ('-1', '3'), or null when it is not a whole number. */
export function parseFloor(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}
