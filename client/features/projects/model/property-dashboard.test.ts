import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../../common/schemas/surveys';
import { previewSurvey } from '../../../lib/survey-preview';
import { buildingTitle, propertySections, unitStatus, unitsPerType } from './property-dashboard';

const PROJECT = '00000000-0000-4000-8000-0000000000aa';
let n = 0;
function unit(extra: Partial<Survey> & { pending?: { created?: boolean; changed?: boolean } } = {}) {
  n += 1;
  return { ...previewSurvey({ id: `u${n}`, projectId: PROJECT, locationType: 'unit', locationId: `unit-${n}`, instanceNumber: n }), ...extra };
}
const A = { id: 'a', name: 'A', lowestFloor: -1, highestFloor: 3, assigneeId: null };
const B10 = { id: 'b10', name: 'B10', lowestFloor: 1, highestFloor: 1, assigneeId: null };
const B2 = { id: 'b2', name: 'B2', lowestFloor: 1, highestFloor: 1, assigneeId: null };

describe('the dashboard by building', () => {
  it('says a unit is not started, in progress once changed (here or on the server), complete once completed', () => {
    expect(unitStatus(unit())).toBe('not-started');
    expect(unitStatus(unit({ version: 3 }))).toBe('in-progress');
    expect(unitStatus(unit({ pending: { changed: true } }))).toBe('in-progress');
    expect(unitStatus(unit({ isCompleted: true, version: 4 }))).toBe('complete');
  });

  it('sorts buildings by name as people count, floors top down, units by number; counts progress and waiting units', () => {
    const units = [
      unit({ buildingId: 'a', floor: 1, unitNumber: '110' }),
      unit({ buildingId: 'a', floor: 1, unitNumber: '102', isCompleted: true }),
      unit({ buildingId: 'a', floor: -1, unitNumber: 'B101', pending: { created: true } }),
      unit({ buildingId: 'a', floor: 3, unitNumber: '301', version: 2 }),
    ];
    const mdf = { ...unit({ buildingId: 'a', floor: 1 }), locationType: 'mdf' as const };
    const plan = unit({ buildingId: 'a', floor: 1, unitSurveyId: 'u1' });
    const typical = unit({ isTypicalPlan: true });
    const loose = unit({ unitNumber: '9' });
    const { sections, elsewhere } = propertySections([B10, A, B2], [...units, mdf, plan, typical, loose]);
    expect(sections.map((section) => section.building.name)).toEqual(['A', 'B2', 'B10']);
    const a = sections[0]!;
    expect(a.floors.map((row) => [row.floor, row.units.map((item) => item.unitNumber)])).toEqual([
      [3, ['301']],
      [1, ['102', '110']],
      [-1, ['B101']],
    ]);
    expect(a).toMatchObject({ units: 4, complete: 1, inProgress: 1, waiting: 1 });
    expect(a.others.map((other) => other.locationType)).toEqual(['mdf']);
    expect(elsewhere).toEqual([typical, loose]);
  });

  it('counts the units of each type, never a typical plan', () => {
    expect(unitsPerType([unit({ unitTypeId: 't' }), unit({ unitTypeId: 't' }), unit({ unitTypeId: 't', isTypicalPlan: true })])).toEqual(new Map([['t', 2]]));
  });
});

describe('a building’s title', () => {
  it('says Building once', () => {
    expect([buildingTitle('A'), buildingTitle('Building answer'), buildingTitle('North building'), buildingTitle('Buildings R Us Tower')]).toEqual([
      'Building A',
      'Building answer',
      'North building',
      'Building Buildings R Us Tower',
    ]);
  });
});
