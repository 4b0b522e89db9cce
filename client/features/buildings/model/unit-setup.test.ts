import { describe, expect, it } from 'vitest';
import { bulkUnitsOfPattern, DEFAULT_NUMBERING, expandPattern, floorLabel, floorPreviews, parseFloor, previewUnits } from './unit-setup';

const PROJECT = '00000000-0000-4000-8000-0000000000aa';
const BUILDING = '00000000-0000-4000-8000-0000000000bb';

describe('the Units step of a building', () => {
  it('previews a pattern floor by floor, top floor first, with first and last numbers and counts', () => {
    const expanded = expandPattern({ numbering: DEFAULT_NUMBERING, building: { name: 'A' }, floors: { from: -1, to: 3 }, unitsPerFloor: 12 });
    if (!expanded.ok) throw new Error(expanded.error);
    expect(expanded.value).toHaveLength(60);
    expect(floorPreviews(expanded.value)).toEqual([
      { floor: 3, first: '301', last: '312', count: 12 },
      { floor: 2, first: '201', last: '212', count: 12 },
      { floor: 1, first: '101', last: '112', count: 12 },
      { floor: 0, first: '001', last: '012', count: 12 },
      { floor: -1, first: 'B101', last: 'B112', count: 12 },
    ]);
  });

  it('says why a pattern that gives two units one number is refused, in the server’s words', () => {
    const expanded = expandPattern({ numbering: '{floor}', building: { name: 'A' }, floors: { from: 1, to: 2 }, unitsPerFloor: 4 });
    expect(expanded).toEqual({ ok: false, error: 'The pattern gives 1 to two units (floor 1 and floor 1); add {index} or {letter}.' });
    expect(expandPattern({ numbering: DEFAULT_NUMBERING, building: { name: 'A' }, floors: { from: 1, to: 2 }, unitsPerFloor: 0 })).toEqual({
      ok: false,
      error: 'Units per floor must be at least 1.',
    });
  });

  it('makes the bulk list with client ids and previews only the units the project does not have, numbered on', () => {
    let n = 0;
    const ids = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    const units = bulkUnitsOfPattern(
      [
        { floor: 1, unitNumber: '101' },
        { floor: 1, unitNumber: '102' },
      ],
      BUILDING,
      null,
      ids,
    );
    expect(units).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', buildingId: BUILDING, floor: 1, unitNumber: '101' },
      { id: '00000000-0000-4000-8000-000000000002', buildingId: BUILDING, floor: 1, unitNumber: '102' },
    ]);
    const known = [{ locationType: 'unit' as const, instanceNumber: 7, buildingId: BUILDING, unitNumber: '101' }];
    const previews = previewUnits(PROJECT, units, [{ id: BUILDING, name: 'A' }], known);
    expect(previews.map((unit) => [unit.id, unit.instanceName, unit.instanceNumber, unit.floor, unit.buildingId])).toEqual([
      ['00000000-0000-4000-8000-000000000002', 'Unit A-102', 8, 1, BUILDING],
    ]);
  });

  it('names floors and reads typed floors', () => {
    expect([floorLabel(-2), floorLabel(0), floorLabel(12)]).toEqual(['Basement 2', 'Ground floor', 'Floor 12']);
    expect([parseFloor('-1'), parseFloor(' 3 '), parseFloor('2.5'), parseFloor('')]).toEqual([-1, 3, null, null]);
  });
});
