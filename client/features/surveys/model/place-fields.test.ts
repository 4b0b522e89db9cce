import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import { buildingOfAnswer, floorOutsideBuilding, placeFieldErrors, unitNameFollowingPlace } from './place-fields';

const tower = { id: '11111111-1111-4111-8111-111111111111', name: 'A', lowestFloor: -1, highestFloor: 12, floorsFollowAnswers: false };
const annex = { id: '22222222-2222-4222-8222-222222222222', name: 'Annex', lowestFloor: 1, highestFloor: 3, floorsFollowAnswers: true };
const buildings = [tower, annex];
const fields: TemplateField[] = [
  { name: 'building', label: 'Building', type: 'text', required: true },
  { name: 'floor', label: 'Floor', type: 'number', required: true },
  { name: 'unitNumber', label: 'Unit Number', type: 'text', required: true },
];

describe('the form’s place fields (issue 25)', () => {
  it('reads a building answer as one of the project’s buildings, by id or by name without case', () => {
    expect(buildingOfAnswer(tower.id, buildings)).toBe(tower);
    expect(buildingOfAnswer(' annex ', buildings)).toBe(annex);
    expect(buildingOfAnswer('Tower Z', buildings)).toBeUndefined();
    expect(buildingOfAnswer(null, buildings)).toBeUndefined();
  });

  it('says a floor outside its building’s range clearly, and nothing for one inside', () => {
    expect(floorOutsideBuilding(13, tower)).toBe('Building A has floors B1 to Floor 12.');
    expect(floorOutsideBuilding('-2', tower)).toBe('Building A has floors B1 to Floor 12.');
    expect(floorOutsideBuilding(-1, tower)).toBeNull();
    expect(floorOutsideBuilding(12, tower)).toBeNull();
    // Nobody set the floors of a building made from an answer: they follow the answers.
    expect(floorOutsideBuilding(9, annex)).toBeNull();
    expect(placeFieldErrors(fields, { building: 'A', floor: 14 }, buildings)).toEqual({ floor: 'Building A has floors B1 to Floor 12.' });
    expect(placeFieldErrors(fields, { building: 'A', floor: 4 }, buildings)).toEqual({});
    expect(placeFieldErrors(fields, { floor: 400 }, buildings)).toEqual({});
  });

  it('names a unit after its building and number as the server does, until renamed', () => {
    expect(unitNameFollowingPlace('Unit 3', 3, {}, { building: 'A', unitNumber: '204' }, buildings)).toBe('Unit A-204');
    expect(unitNameFollowingPlace('Unit A-204', 3, { building: 'A', unitNumber: '204' }, { building: 'Annex', unitNumber: '204' }, buildings)).toBe('Unit Annex-204');
    expect(unitNameFollowingPlace('Unit 204', 3, { unitNumber: '204' }, { unitNumber: '205' }, buildings)).toBe('Unit 205');
    expect(unitNameFollowingPlace('Unit 305 copy', 3, { unitNumber: '305' }, { unitNumber: '306' }, buildings)).toBe('Unit 306');
    expect(unitNameFollowingPlace('Penthouse', 3, { unitNumber: '305' }, { unitNumber: '306' }, buildings)).toBeUndefined();
    expect(unitNameFollowingPlace('Unit 204', 3, { unitNumber: '204', floor: 1 }, { unitNumber: '204', floor: 2 }, buildings)).toBeUndefined();
  });
});
