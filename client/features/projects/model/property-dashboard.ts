import type { Building } from '../../../../common/schemas/buildings';
import type { Survey } from '../../../../common/schemas/surveys';
import { isLocationSurvey } from '../../../../common/survey/unit-plans';

// The project dashboard by building (DESIGN §15): each building's floors top down, each floor's
// units as a grid coloured by status, and the building's progress. Pure, for its tests.

export type UnitStatus = 'not-started' | 'in-progress' | 'complete';

export const UNIT_STATUS_LABEL: Record<UnitStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  complete: 'Complete',
};

type UnitLike = Pick<Survey, 'id' | 'locationType' | 'unitSurveyId' | 'buildingId' | 'floor' | 'unitNumber' | 'isCompleted' | 'version' | 'instanceName' | 'instanceNumber'> & {
  isTypicalPlan?: boolean;
  pending?: { created?: boolean; changed?: boolean };
};

/**
 * As the report says it (PROPERTY-API.md): complete once completed, in progress once changed
 * (its version past 1, or changes waiting on this device), else not started.
 */
export function unitStatus(unit: Pick<UnitLike, 'isCompleted' | 'version' | 'pending'>): UnitStatus {
  if (unit.isCompleted) return 'complete';
  if (unit.version > 1 || unit.pending?.changed) return 'in-progress';
  return 'not-started';
}

export interface FloorRow<T> {
  floor: number | null;
  units: T[];
}

export interface BuildingSection<T> {
  building: Pick<Building, 'id' | 'name' | 'lowestFloor' | 'highestFloor' | 'assigneeId'>;
  /** Floors with units, top floor first; units without a floor last. */
  floors: FloorRow<T>[];
  /** The building's other locations (an MDF, a riser, a hallway). */
  others: T[];
  units: number;
  complete: number;
  inProgress: number;
  /** Units made on this device that the server does not have yet. */
  waiting: number;
}

const byNumber = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isUnit(survey: UnitLike): boolean {
  return survey.locationType === 'unit' && isLocationSurvey(survey);
}

/** The project's locations by building: a section per building (by name), and the locations in no known building (listed as before). */
export function propertySections<T extends UnitLike>(
  buildings: readonly Pick<Building, 'id' | 'name' | 'lowestFloor' | 'highestFloor' | 'assigneeId'>[],
  surveys: readonly T[],
): { sections: BuildingSection<T>[]; elsewhere: T[] } {
  const known = new Set(buildings.map((building) => building.id));
  const elsewhere = surveys.filter((survey) => !survey.buildingId || !known.has(survey.buildingId));
  const sections = [...buildings]
    .sort((a, b) => byNumber.compare(a.name, b.name))
    .map((building) => {
      const here = surveys.filter((survey) => survey.buildingId === building.id && isLocationSurvey(survey));
      const units = here.filter(isUnit);
      const floors = new Map<number | null, T[]>();
      for (const unit of units) floors.set(unit.floor, [...(floors.get(unit.floor) ?? []), unit]);
      const rows = [...floors.entries()]
        .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a))
        .map(([floor, list]) => ({
          floor,
          units: list.sort((a, b) => byNumber.compare(a.unitNumber ?? '', b.unitNumber ?? '') || a.instanceNumber - b.instanceNumber),
        }));
      const statuses = units.map(unitStatus);
      return {
        building,
        floors: rows,
        others: here.filter((survey) => !isUnit(survey)),
        units: units.length,
        complete: statuses.filter((status) => status === 'complete').length,
        inProgress: statuses.filter((status) => status === 'in-progress').length,
        waiting: units.filter((unit) => unit.pending?.created).length,
      };
    });
  return { sections, elsewhere };
}

/** How many units each unit type has (typical plans are not units). */
export function unitsPerType(surveys: readonly UnitLike[] & readonly Pick<Survey, 'unitTypeId'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const survey of surveys) {
    if (survey.unitTypeId && isUnit(survey)) counts.set(survey.unitTypeId, (counts.get(survey.unitTypeId) ?? 0) + 1);
  }
  return counts;
}

/** 'Building A'; a name that says it already ('Building 2', 'North building') is left as it is. */
export function buildingTitle(name: string): string {
  return /\bbuilding\b/i.test(name) ? name : `Building ${name}`;
}
