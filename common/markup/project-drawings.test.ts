import { describe, expect, it } from 'vitest';
import { linkedPlaces, placeOfLocation, placeOfSurvey, projectDrawings, type DrawingSurvey } from './project-drawings';
import { projectQuantities } from './quantities';

const survey = (overrides: Partial<DrawingSurvey>): DrawingSurvey => ({
  id: 's',
  locationType: 'unit',
  instanceName: null,
  instanceNumber: 1,
  unitSurveyId: null,
  formData: {},
  markupElements: [],
  markupScale: null,
  ...overrides,
});

describe('where a location is', () => {
  it('reads the building and floor fields of either default template, basements included', () => {
    expect(placeOfLocation({ building: 'Building A', floor: 2 })).toEqual({ building: 'Building A', floor: 2 });
    expect(placeOfLocation({ building_name: ' B ', floor: '-1' })).toEqual({ building: 'B', floor: -1 });
    expect(placeOfLocation({ floor: 'ground' })).toEqual({ building: null, floor: null });
    expect(placeOfLocation(null)).toEqual({ building: null, floor: null });
  });
});

describe('a project’s drawings', () => {
  it('places a floor plan at its unit, the site map nowhere, and skips empty drawings', () => {
    const unit = survey({ id: 'u', formData: { unitNumber: '204', floor: 2, building: 'A' } });
    const plan = survey({ id: 'p', instanceName: 'Unit 204 Floor Plan', unitSurveyId: 'u', markupScale: 0.1, markupElements: [{ id: 'j', type: 'idf', x: 1, y: 1 }] });
    const site = survey({ id: 'm', locationType: 'site-map', instanceName: 'Site Map', markupElements: [{ id: 'i', type: 'idf', x: 1, y: 1, linkedSurveyId: '00000000-0000-4000-8000-000000000001' }] });
    const idf = survey({ id: '00000000-0000-4000-8000-000000000001', locationType: 'idf', formData: { building: 'C', floor: 3 } });
    const drawings = projectDrawings([unit, plan, site, idf]);
    expect(drawings.map((d) => [d.surveyId, d.editor, d.building, d.floor, d.scale])).toEqual([
      ['p', 'floor-plan', 'A', 2, 0.1],
      ['m', 'site-map', null, null, null],
    ]);
    const linked = { id: 'i', type: 'idf' as const, x: 1, y: 1, linkedSurveyId: idf.id };
    expect(linkedPlaces([unit, plan, site, idf])(linked)).toEqual({ building: 'C', floor: 3 });
    expect(linkedPlaces([unit, plan, site])(linked)).toBeUndefined();
  });
});

describe('units of a type (issue 25)', () => {
  const jack = (id: string) => ({ id, type: 'idf' as const, x: 100, y: 100 });
  // 300 canvas units at 0.1 ft per unit: a 30 ft Cat6 run.
  const cat6 = { id: 'run', type: 'conduit' as const, x: 0, y: 0, x2: 300, y2: 0, kind: 'cat6' };
  const typical = survey({ id: 'typical', instanceName: 'Typical plan · A1', isTypicalPlan: true, unitTypeId: 't', markupScale: 0.1, markupElements: [jack('j1'), jack('j2'), jack('j3'), jack('j4'), cat6] });
  const catalogue = { buildings: [{ id: 'b', name: 'North' }], unitTypes: [{ id: 't', name: 'A1' }] };
  const units = Array.from({ length: 120 }, (_, i) => survey({ id: `u${i}`, instanceNumber: i + 1, buildingId: 'b', floor: 1 + Math.floor(i / 12), unitTypeId: 't', unitNumber: `${i}` } as Partial<DrawingSurvey>));
  const count = (surveys: DrawingSurvey[]) => {
    const quantities = projectQuantities(projectDrawings(surveys, catalogue));
    return { jacks: quantities.points.find((p) => p.type === 'idf')?.count, feet: quantities.runs.find((r) => r.kind === 'cat6')?.feet, quantities };
  };

  it('counts the typical plan once per unit of its type, at each unit’s building and floor, and not on its own', () => {
    const { jacks, feet, quantities } = count([typical, ...units]);
    expect([jacks, feet]).toEqual([480, 3600]);
    const byPlace = quantities.points[0]!.byPlace;
    expect(byPlace).toHaveLength(10);
    expect(byPlace[0]).toEqual({ building: 'North', floor: 1, count: 48 });
    expect(quantities.points[0]!.byUnitType).toEqual([{ unitType: 'A1', count: 480 }]);
  });

  it('adds a unit’s extra jack, leaves out a hidden one', () => {
    const extra = survey({ id: 'p0', unitSurveyId: 'u0', markupElements: [jack('mine')] });
    const hiding = survey({ id: 'p1', unitSurveyId: 'u1', hiddenTypicalIds: ['j2'] });
    expect(count([typical, ...units, extra]).jacks).toBe(481);
    expect(count([typical, ...units, hiding]).jacks).toBe(479);
    expect(count([typical, ...units, extra, hiding]).jacks).toBe(480);
  });

  it('places a unit by its columns, a survey from before them by its answers', () => {
    const names = new Map([['b', 'North']]);
    expect(placeOfSurvey({ buildingId: 'b', floor: -1, formData: { building: 'Old' } }, names)).toEqual({ building: 'North', floor: -1 });
    expect(placeOfSurvey({ formData: { building: 'Old', floor: 2 } }, names)).toEqual({ building: 'Old', floor: 2 });
  });
});
