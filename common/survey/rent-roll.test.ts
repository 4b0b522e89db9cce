import { describe, expect, it } from 'vitest';
import { floorOfUnitNumber, parseRentRoll } from './rent-roll';
import { parseCsv } from '../csv';

const catalogue = {
  buildings: [
    { id: 'b-a', name: 'A' },
    { id: 'b-north', name: 'North Tower' },
  ],
  unitTypes: [
    { id: 't-1', name: '1 Bed' },
    { id: 't-2', name: 'Studio' },
  ],
};

describe('CSV as people paste it', () => {
  it('reads quotes, doubled quotes, line ends and the delimiter the header uses', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n1,2')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', '2'],
    ]);
    expect(parseCsv('Unit\tFloor\n101\t1\n')).toEqual([
      ['Unit', 'Floor'],
      ['101', '1'],
    ]);
    expect(parseCsv('\uFEFFUnit;Floor\r101;1')).toEqual([
      ['Unit', 'Floor'],
      ['101', '1'],
    ]);
  });
});

describe('a rent roll', () => {
  it('becomes the units of a bulk call, headers matched loosely', () => {
    const csv = ['Bldg #,Unit No.,Level,Floor Plan', 'A,101,1,1 bed', 'building north tower,PH2,20,Studio', 'a,B12,B1,', ''].join('\n');
    expect(parseRentRoll(csv, catalogue)).toEqual({
      units: [
        { buildingId: 'b-a', floor: 1, unitNumber: '101', unitTypeId: 't-1' },
        { buildingId: 'b-north', floor: 20, unitNumber: 'PH2', unitTypeId: 't-2' },
        { buildingId: 'b-a', floor: -1, unitNumber: 'B12' },
      ],
      errors: [],
      missingBuildings: [],
      missingUnitTypes: [],
    });
  });

  it('takes the floor from a plain unit number when there is no floor, and the only building when there is no building column', () => {
    const one = { buildings: [{ id: 'b', name: 'Main' }], unitTypes: [] };
    expect(parseRentRoll('Apt\n204\n1203\n', one).units).toEqual([
      { buildingId: 'b', floor: 2, unitNumber: '204' },
      { buildingId: 'b', floor: 12, unitNumber: '1203' },
    ]);
    expect([floorOfUnitNumber('204'), floorOfUnitNumber('1203'), floorOfUnitNumber('12'), floorOfUnitNumber('PH1')]).toEqual([2, 12, undefined, undefined]);
  });

  it('names each line it cannot read, and still reads the others', () => {
    const csv = ['Building,Unit,Floor,Type', 'A,101,1,', 'C,102,1,', 'A,,1,', 'A,103,first,', 'A,104,1,Penthouse', 'A,101,1,', 'A,105,99999,', 'A,106,2,'].join('\r\n');
    const roll = parseRentRoll(csv, catalogue);
    expect(roll.units.map((u) => u.unitNumber)).toEqual(['101', '106']);
    expect(roll.errors).toEqual([
      { line: 3, message: 'Unit 102: the project has no building C.' },
      { line: 4, message: 'No unit number.' },
      { line: 5, message: 'Unit 103: the floor first is not a floor number.' },
      { line: 6, message: 'Unit 104: the project has no unit type Penthouse.' },
      { line: 7, message: 'Unit 101 of A is on line 2 already.' },
      { line: 8, message: 'Unit 105: floor 99999 is not between -10 and 200.' },
    ]);
    expect(roll.missingBuildings).toEqual(['C']);
    expect(roll.missingUnitTypes).toEqual(['Penthouse']);
  });

  it('asks for a unit column, and which building when there are several', () => {
    expect(parseRentRoll('Name,Rent\nSmith,1200', catalogue).errors).toEqual([{ line: 1, message: 'No unit column: name one of the columns Unit (and Building, Floor, Type).' }]);
    expect(parseRentRoll('Unit,Floor\n101,1', catalogue).errors).toEqual([{ line: 2, message: 'Unit 101: which building? Add a Building column.' }]);
    expect(parseRentRoll('', catalogue).errors).toEqual([{ line: 1, message: 'The file is empty.' }]);
  });
});
