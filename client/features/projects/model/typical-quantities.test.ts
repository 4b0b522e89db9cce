import { describe, expect, it } from 'vitest';
import type { DrawingSurvey } from '../../../../common/markup/project-drawings';
import { quantitiesCsv } from '../../../../common/markup/quantities';
import type { MarkupElement } from '../../../../common/markup/schema';
// The one place the client's code meets the server's: this test holds them to the same counts.
// eslint-disable-next-line import-x/no-restricted-paths
import { quantitiesOfSurveys } from '../../../../server/modules/quantities/quantities.service';
import { quantitiesOfProject } from './project-quantities';

// Typical plans counted on the device exactly as the server counts them (issue 25): 120 units of
// a type whose plan has 4 data jacks and one 30 ft Cat6 run.

const NO_ALLOWANCES = { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 };
const catalogue = { buildings: [{ id: 'b-a', name: 'A' }], unitTypes: [{ id: 'type-1', name: '1BR' }] };
const jack = (id: string, x: number): MarkupElement => ({ id, type: 'idf', x, y: 300, radius: 32, text: 'DJ', color: '#000', strokeWidth: 2 });
const survey = (fields: Partial<DrawingSurvey> & Pick<DrawingSurvey, 'id'>): DrawingSurvey => ({
  locationType: 'unit',
  instanceName: null,
  instanceNumber: 1,
  unitSurveyId: null,
  formData: {},
  markupElements: [],
  markupScale: null,
  buildingId: null,
  floor: null,
  unitTypeId: null,
  isTypicalPlan: false,
  hiddenTypicalIds: [],
  ...fields,
});

function property(change: (units: DrawingSurvey[]) => DrawingSurvey[] = () => []): DrawingSurvey[] {
  const typical = survey({
    id: 'typical',
    instanceName: 'Typical plan · 1BR',
    isTypicalPlan: true,
    unitTypeId: 'type-1',
    // 600 canvas units at 0.05 ft each: 30 ft.
    markupScale: 0.05,
    markupElements: [jack('t1', 100), jack('t2', 300), jack('t3', 500), jack('t4', 700), { id: 'run', type: 'conduit', x: 100, y: 900, x2: 700, y2: 900, kind: 'cat6' }],
  });
  const units = Array.from({ length: 120 }, (_, i) =>
    survey({ id: `unit-${i}`, instanceName: `Unit A-${101 + i}`, instanceNumber: i + 1, buildingId: 'b-a', floor: 1 + Math.floor(i / 12), unitTypeId: 'type-1' }),
  );
  return [typical, ...units, ...change(units)];
}

const plan = (unitId: string, fields: Partial<DrawingSurvey>) => survey({ id: `plan-${unitId}`, unitSurveyId: unitId, instanceName: `Unit ${unitId} Floor Plan`, ...fields });

function both(surveys: DrawingSurvey[]) {
  const device = quantitiesOfProject(NO_ALLOWANCES, surveys, [], catalogue);
  const server = quantitiesOfSurveys(
    { slackFeetPerEnd: null, floorHeightFeet: null, wastePercent: null },
    { allowances: NO_ALLOWANCES, runKinds: [] },
    surveys as never,
    catalogue,
  );
  return { device, server };
}

const jacks = (q: ReturnType<typeof quantitiesOfProject>) => q.points.find((point) => point.type === 'idf')?.count;

describe('typical plans in the quantities, on the device and on the server', () => {
  it('count the typical plan once per unit of its type: 480 jacks and 3,600 ft, per floor and with the unit type', () => {
    const { device, server } = both(property());
    expect(device).toEqual(server);
    expect(quantitiesCsv(device)).toBe(quantitiesCsv(server));
    expect(jacks(device)).toBe(480);
    const cat6 = device.runs.find((run) => run.kind === 'cat6');
    expect(cat6).toMatchObject({ count: 120, feet: 3600 });
    expect(cat6?.byUnitType).toEqual([{ unitType: '1BR', count: 120, feet: 3600, unscaledCount: 0 }]);
    expect(cat6?.byPlace).toContainEqual(expect.objectContaining({ building: 'A', floor: 10, count: 12, feet: 360 }));
    expect(quantitiesCsv(device).split(/\r?\n/)[0]).toMatch(/Unit type$/);
  });

  it('add a unit’s own jack (481) and leave out a hidden one (479); with both, 480', () => {
    const extra = both(property((units) => [plan(units[0]!.id, { markupElements: [jack('own', 900)] })]));
    expect(extra.device).toEqual(extra.server);
    expect(jacks(extra.device)).toBe(481);

    const hidden = both(property((units) => [plan(units[1]!.id, { hiddenTypicalIds: ['t2'] })]));
    expect(hidden.device).toEqual(hidden.server);
    expect(jacks(hidden.device)).toBe(479);

    const bothChanges = both(property((units) => [plan(units[2]!.id, { markupElements: [jack('own', 900)], hiddenTypicalIds: ['t2'] })]));
    expect(jacks(bothChanges.device)).toBe(480);
    expect(bothChanges.device.runs.find((run) => run.kind === 'cat6')).toMatchObject({ count: 120, feet: 3600 });
  });

  it('do not count a typical plan on its own, without units of its type', () => {
    const typicalOnly = quantitiesOfProject(NO_ALLOWANCES, property().slice(0, 1), [], catalogue);
    expect(typicalOnly.points).toEqual([]);
    expect(typicalOnly.runs).toEqual([]);
  });
});
