import { describe, expect, it } from 'vitest';
import { defaultUnitName, floorOfAnswer, followedUnitName, placeAnswers, placeKeyOf, splitPlaceAnswers, unitNumberOfAnswer, withoutPlaceAnswers } from './places';

const unit = { buildingId: 'b1', floor: 2, unitNumber: '204', formData: { roomCount: 3, building: 'stale', unit_number: 'stale' } };

describe('place answers', () => {
  it('knows the place fields of every default template', () => {
    expect(['building', 'buildingNumber', 'building_name', 'buildingName', 'floor', 'unitNumber', 'unit_number', 'floors', 'unit_type'].map(placeKeyOf)).toEqual([
      'building',
      'building',
      'building',
      'building',
      'floor',
      'unitNumber',
      'unitNumber',
      undefined,
      undefined,
    ]);
  });

  it('lays the columns over the answers under the canonical names, the building by its name', () => {
    expect(placeAnswers(unit, 'A')).toEqual({ roomCount: 3, building: 'A', floor: 2, unitNumber: '204' });
  });

  it('or under the names a template uses, and only those', () => {
    expect(placeAnswers(unit, 'A', ['unit_number', 'floor', 'roomCount'])).toEqual({ roomCount: 3, unit_number: '204', floor: 2 });
    expect(placeAnswers(unit, 'A', ['buildingNumber', 'floors'])).toEqual({ roomCount: 3, buildingNumber: 'A' });
  });

  it('leaves an empty place unanswered', () => {
    expect(placeAnswers({ buildingId: null, floor: null, unitNumber: null, formData: { notes: 'x' } }, undefined)).toEqual({ notes: 'x' });
    expect(withoutPlaceAnswers({ building: 'A', floor: 1, notes: 'x' })).toEqual({ notes: 'x' });
  });

  it('splits a form change into its place answers and the rest, own properties only', () => {
    const change = JSON.parse('{"building_name":"A","floor":"2","__proto__":"x","notes":"n"}') as Record<string, unknown>;
    const { answers, place } = splitPlaceAnswers(change);
    expect(place).toEqual({ building: 'A', floor: '2' });
    expect(Object.keys(answers)).toEqual(['__proto__', 'notes']);
  });

  it('reads floors and unit numbers as the columns hold them', () => {
    expect([2, '-1', ' 3 ', '', null, 2.5, '2nd', true].map(floorOfAnswer)).toEqual([2, -1, 3, null, null, undefined, undefined, undefined]);
    expect([' 204 ', 204, '', null, false].map(unitNumberOfAnswer)).toEqual(['204', '204', null, null, undefined]);
  });
});

describe('a unit’s name', () => {
  it('follows its building and number until renamed', () => {
    expect(defaultUnitName({ buildingName: 'A', unitNumber: '204' })).toBe('Unit A-204');
    expect(defaultUnitName({ buildingName: null, unitNumber: '204' })).toBe('Unit 204');
    expect(defaultUnitName({ buildingName: 'A', unitNumber: null })).toBeNull();
    const none = { buildingName: null, unitNumber: null };
    const a204 = { buildingName: 'A', unitNumber: '204' };
    expect(followedUnitName('Unit 3', none, a204, 3)).toBe('Unit A-204');
    expect(followedUnitName(null, none, a204, 3)).toBe('Unit A-204');
    expect(followedUnitName('Unit A-204', a204, { buildingName: 'B', unitNumber: '204' }, 3)).toBe('Unit B-204');
    expect(followedUnitName('Unit A-204', a204, none, 3)).toBe('Unit 3');
    expect(followedUnitName('Corner unit', none, a204, 3)).toBeUndefined();
    expect(followedUnitName('Unit A-204', a204, a204, 3)).toBeUndefined();
  });
});
