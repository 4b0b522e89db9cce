import { parseCsv } from '../csv';
import { HIGHEST_FLOOR } from '../schemas/buildings';
import type { BulkUnit } from '../schemas/units';
import { LOWEST_FLOOR } from './default-templates';
import { unitNumberKey } from './unit-numbering';

// A rent roll (issue 25): the property manager's list of units, pasted or uploaded as CSV, made
// into the body of POST /api/projects/{id}/units/bulk on the device (offline too). Columns are
// found by their header, loosely ('Bldg', 'Unit #', 'Floor Plan'); a line that cannot become a
// unit is named with what is wrong, and the others still go.

export interface RentRollCatalogue {
  buildings: readonly { id: string; name: string }[];
  unitTypes: readonly { id: string; name: string }[];
}

export interface RentRollError {
  /** The line of the file, from 1 (the header is line 1). */
  line: number;
  message: string;
}

export interface RentRoll {
  /** The units of the lines that read, in the file's order: `{units}` of the bulk call. */
  units: Omit<BulkUnit, 'id'>[];
  errors: RentRollError[];
  /** Names of buildings and unit types the file uses that the project does not have (yet). */
  missingBuildings: string[];
  missingUnitTypes: string[];
}

type Column = 'building' | 'floor' | 'unit' | 'type';

/** Header names as people write them, compared without case, spaces or punctuation. */
const HEADER_NAMES: Record<Column, readonly string[]> = {
  building: ['building', 'bldg', 'bldgno', 'bldgnumber', 'buildingname', 'buildingno', 'buildingnumber', 'tower', 'block'],
  floor: ['floor', 'fl', 'flr', 'floorno', 'floornumber', 'level', 'lvl', 'story', 'storey'],
  unit: ['unit', 'unitno', 'unitnum', 'unitnumber', 'unitnbr', 'unitid', 'apt', 'aptno', 'apartment', 'apartmentnumber', 'suite', 'door'],
  type: ['type', 'unittype', 'floorplan', 'plan', 'layout', 'model', 'unitplan', 'typicalunit'],
};

/** Words a header may contain, tried in this order when no name matches exactly ('Unit Type' is a type, not a unit). */
const HEADER_WORDS: readonly [Column, RegExp][] = [
  ['type', /type|plan|layout/],
  ['building', /building|bldg/],
  ['floor', /floor|level/],
  ['unit', /unit|apt|apartment|suite/],
];

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnOf(header: string): Column | undefined {
  const key = headerKey(header);
  const exact = (Object.keys(HEADER_NAMES) as Column[]).find((column) => HEADER_NAMES[column].includes(key));
  return exact ?? HEADER_WORDS.find(([, words]) => words.test(key))?.[0];
}

/** A building named as a rent roll may write it: 'B', 'Building B', 'bldg b' are one. */
const buildingKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^(building|bldg\.?)\s*/, '')
    .trim();
const nameKey = (name: string) => name.trim().toLowerCase();

/** A floor as written: 3, -1, B1 (a basement). */
function parseFloor(text: string): number | undefined {
  const value = text.trim();
  if (/^-?\d+$/.test(value)) return Number(value);
  const basement = /^b(\d+)$/i.exec(value);
  return basement ? -Number(basement[1]) : undefined;
}

/** The floor a plain unit number tells (204 → 2, 1203 → 12), when the file has none. */
export function floorOfUnitNumber(unitNumber: string): number | undefined {
  const digits = /^(\d{1,2})\d{2}$/.exec(unitNumber.trim());
  return digits ? Number(digits[1]) : undefined;
}

export function parseRentRoll(text: string, catalogue: RentRollCatalogue): RentRoll {
  const result: RentRoll = { units: [], errors: [], missingBuildings: [], missingUnitTypes: [] };
  const rows = parseCsv(text);
  const headerIndex = rows.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (headerIndex === -1) {
    result.errors.push({ line: 1, message: 'The file is empty.' });
    return result;
  }
  const columns = new Map<Column, number>();
  rows[headerIndex]!.forEach((header, index) => {
    const column = columnOf(header);
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('unit')) {
    result.errors.push({ line: headerIndex + 1, message: 'No unit column: name one of the columns Unit (and Building, Floor, Type).' });
    return result;
  }

  const buildings = new Map(catalogue.buildings.map((building) => [buildingKey(building.name), building]));
  const types = new Map(catalogue.unitTypes.map((type) => [nameKey(type.name), type]));
  const onlyBuilding = catalogue.buildings.length === 1 ? catalogue.buildings[0] : undefined;
  const missingBuildings = new Map<string, string>();
  const missingTypes = new Map<string, string>();
  const seen = new Map<string, number>();

  rows.slice(headerIndex + 1).forEach((row, offset) => {
    const line = headerIndex + offset + 2;
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (row[index] ?? '').trim();
    };
    if (row.every((value) => value.trim() === '')) return;
    const fail = (message: string) => result.errors.push({ line, message });

    const unitNumber = cell('unit');
    if (!unitNumber) return fail('No unit number.');
    if (unitNumber.length > 40) return fail(`Unit ${unitNumber.slice(0, 40)}…: a unit number is at most 40 characters.`);

    const buildingName = cell('building');
    const building = buildingName ? buildings.get(buildingKey(buildingName)) : onlyBuilding;
    if (!building) {
      if (buildingName) {
        missingBuildings.set(buildingKey(buildingName), buildingName);
        return fail(`Unit ${unitNumber}: the project has no building ${buildingName}.`);
      }
      return fail(`Unit ${unitNumber}: which building? Add a Building column.`);
    }

    const floorText = cell('floor');
    const floor = floorText ? parseFloor(floorText) : floorOfUnitNumber(unitNumber);
    if (floor === undefined) return fail(floorText ? `Unit ${unitNumber}: the floor ${floorText} is not a floor number.` : `Unit ${unitNumber}: no floor.`);
    if (floor < LOWEST_FLOOR || floor > HIGHEST_FLOOR) return fail(`Unit ${unitNumber}: floor ${floor} is not between ${LOWEST_FLOOR} and ${HIGHEST_FLOOR}.`);

    const typeName = cell('type');
    const type = typeName ? types.get(nameKey(typeName)) : undefined;
    if (typeName && !type) {
      missingTypes.set(nameKey(typeName), typeName);
      return fail(`Unit ${unitNumber}: the project has no unit type ${typeName}.`);
    }

    const key = `${building.id}\u0000${unitNumberKey(unitNumber)}`;
    const twin = seen.get(key);
    if (twin !== undefined) return fail(`Unit ${unitNumber} of ${building.name} is on line ${twin} already.`);
    seen.set(key, line);
    result.units.push({ buildingId: building.id, floor, unitNumber, ...(type ? { unitTypeId: type.id } : {}) });
  });
  result.missingBuildings = [...missingBuildings.values()];
  result.missingUnitTypes = [...missingTypes.values()];
  return result;
}
