import { describe, expect, it } from 'vitest';
import {
  drawnFeet,
  metresToFeet,
  NO_ALLOWANCES,
  polylineLength,
  projectQuantities,
  quantitiesCsv,
  QUANTITY_CSV_COLUMNS,
  runFeet,
  scaleFromCalibration,
  type QuantityDrawing,
  type QuantityElement,
} from './quantities';

const run = (id: string, points: { x: number; y: number }[], extra: Partial<QuantityElement> = {}): QuantityElement => ({
  id,
  type: 'conduit',
  x: points[0]!.x,
  y: points[0]!.y,
  x2: points.at(-1)!.x,
  y2: points.at(-1)!.y,
  points,
  ...extra,
});
const point = (id: string, type: QuantityElement['type']): QuantityElement => ({ id, type, x: 100, y: 100 });

const drawing = (overrides: Partial<QuantityDrawing>): QuantityDrawing => ({
  surveyId: 'plan',
  name: 'Unit 204 Floor Plan',
  editor: 'floor-plan',
  building: 'A',
  floor: 2,
  scale: 0.1,
  elements: [],
  ...overrides,
});

describe('lengths', () => {
  it('measures a polyline segment by segment', () => {
    expect(polylineLength([{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 300, y: 400 }, { x: 0, y: 400 }])).toBe(1000);
  });

  it('turns canvas units into feet at the drawing scale, to 0.1 ft', () => {
    // 3 segments: 300 + 400 + 300 = 1000 units at 0.05 ft per unit.
    const element = run('r', [{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 300, y: 400 }, { x: 0, y: 400 }]);
    expect(drawnFeet(element, 0.05)).toBe(50);
    expect(drawnFeet(run('d', [{ x: 0, y: 0 }, { x: 1, y: 1 }]), 10)).toBe(14.1);
  });

  it('measures a two-click conduit from its ends when it has no polyline', () => {
    const conduit: QuantityElement = { id: 'c', type: 'conduit', x: 0, y: 0, x2: 600, y2: 800 };
    expect(drawnFeet(conduit, 0.02)).toBe(20);
  });

  it('has no length on a drawing without scale', () => {
    expect(drawnFeet(run('r', [{ x: 0, y: 0 }, { x: 10, y: 0 }]), null)).toBeNull();
    expect(runFeet(run('r', [{ x: 0, y: 0 }, { x: 10, y: 0 }]), null, NO_ALLOWANCES)).toBeNull();
  });

  it('calibrates from a line over a known length, in feet or metres', () => {
    expect(scaleFromCalibration({ x: 100, y: 100 }, { x: 500, y: 400 }, 25)).toBeCloseTo(0.05);
    expect(scaleFromCalibration({ x: 0, y: 0 }, { x: 0, y: 0 }, 25)).toBeNull();
    expect(scaleFromCalibration({ x: 0, y: 0 }, { x: 10, y: 0 }, 0)).toBeNull();
    expect(metresToFeet(3)).toBeCloseTo(9.8425, 4);
  });
});

describe('allowances', () => {
  const element = run('r', [{ x: 0, y: 0 }, { x: 1000, y: 0 }], { floorChange: -2 });

  it('add nothing until set: feet are what is drawn', () => {
    expect(runFeet(element, 0.1, NO_ALLOWANCES)).toBe(100);
  });

  it('add slack at both ends, the floor height per floor crossed, then waste', () => {
    // (100 drawn + 2 x 5 slack + 2 floors x 10) x 1.1 = 143
    expect(runFeet(element, 0.1, { slackFeetPerEnd: 5, floorHeightFeet: 10, wastePercent: 10 })).toBeCloseTo(143);
  });
});

describe('project quantities', () => {
  const unitA2 = drawing({
    surveyId: 'u204',
    elements: [
      run('r1', [{ x: 0, y: 0 }, { x: 300, y: 0 }, { x: 300, y: 400 }, { x: 0, y: 400 }], { kind: 'cat6' }),
      run('r2', [{ x: 0, y: 0 }, { x: 100, y: 0 }], { kind: 'cat6' }),
      point('j1', 'idf'),
      point('j2', 'idf'),
      point('mc', 'mdf'),
      { id: 'label', type: 'custom', x: 1, y: 1 },
    ],
  });
  const unitB1 = drawing({ surveyId: 'u101', name: 'Unit 101 Floor Plan', building: 'B', floor: 1, elements: [run('r3', [{ x: 0, y: 0 }, { x: 50, y: 0 }], { kind: 'cat6' }), point('j3', 'idf')] });
  const siteMap = drawing({
    surveyId: 'site',
    name: 'Site Map',
    editor: 'site-map',
    building: null,
    floor: null,
    scale: null,
    elements: [{ id: 'c1', type: 'conduit', x: 0, y: 0, x2: 500, y2: 0 }, point('idf', 'idf')],
  });

  it('totals feet per run kind and place, and counts points by their name in their editor', () => {
    const quantities = projectQuantities([unitA2, unitB1, siteMap]);
    const cat6 = quantities.runs.find((r) => r.kind === 'cat6')!;
    expect(cat6).toMatchObject({ name: 'Cat6', count: 3, feet: 115, unscaledCount: 0 });
    expect(cat6.byPlace).toEqual([
      { building: 'A', floor: 2, count: 2, feet: 110, unscaledCount: 0 },
      { building: 'B', floor: 1, count: 1, feet: 5, unscaledCount: 0 },
    ]);
    const jacks = quantities.points.find((p) => p.editor === 'floor-plan' && p.type === 'idf')!;
    expect(jacks).toMatchObject({ code: 'DJ', name: 'Data Jack', count: 3 });
    expect(quantities.points.find((p) => p.editor === 'site-map')).toMatchObject({ code: 'IDF', name: 'IDF', count: 1 });
    expect(quantities.points.some((p) => p.type === 'custom')).toBe(false);
  });

  it('lists the drawings without scale and leaves their runs out of the feet', () => {
    const quantities = projectQuantities([unitA2, siteMap]);
    expect(quantities.unscaled).toEqual([{ surveyId: 'site', name: 'Site Map', editor: 'site-map', runCount: 1 }]);
    expect(quantities.runs.find((r) => r.kind === 'conduit')).toMatchObject({ count: 1, unscaledCount: 1, feet: 0 });
  });

  it('places a marker where its linked location is', () => {
    const quantities = projectQuantities([siteMap], {
      placeOf: (element) => (element.id === 'idf' ? { building: 'C', floor: 3 } : undefined),
    });
    expect(quantities.points[0]!.byPlace).toEqual([{ building: 'C', floor: 3, count: 1 }]);
  });

  it('writes a CSV with stable columns, totals first, safe against spreadsheet formulas', () => {
    const csv = quantitiesCsv(projectQuantities([unitA2, siteMap, drawing({ surveyId: 'x', name: '=HYPERLINK("x")', scale: null, elements: [run('r', [{ x: 0, y: 0 }, { x: 1, y: 0 }])] })]));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(QUANTITY_CSV_COLUMNS.join(','));
    expect(lines).toContain('Run,Cat6,cat6,All,All,2,110,,');
    expect(lines).toContain('Run,Cat6,cat6,A,2,2,110,,');
    expect(lines).toContain('Point,Data Jack,DJ,All,All,2,,,');
    expect(lines).toContain('Drawing without scale,Site Map,,,,1,,Set its scale to count its runs in feet,');
    expect(lines).toContain(`Drawing without scale,"'=HYPERLINK(""x"")",,,,1,,Set its scale to count its runs in feet,`);
  });

  it('totals the units of each unit type, in the CSV’s last column (issue 25)', () => {
    const typed = (id: string, floor: number) => drawing({ surveyId: 'typical', name: 'Typical plan · A1', floor, unitType: 'A1', elements: [point(`j${id}`, 'idf'), run(`r${id}`, [{ x: 0, y: 0 }, { x: 300, y: 0 }], { kind: 'cat6' })] });
    const quantities = projectQuantities([typed('1', 1), typed('2', 2), unitA2]);
    const cat6 = quantities.runs.find((r) => r.kind === 'cat6')!;
    expect(cat6.byUnitType).toEqual([{ unitType: 'A1', feet: 60, count: 2, unscaledCount: 0 }]);
    expect(quantities.points.find((p) => p.type === 'idf')!.byUnitType).toEqual([{ unitType: 'A1', count: 2 }]);
    const lines = quantitiesCsv(quantities).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Section,Item,Code,Building,Floor,Count,Feet,Note,Unit type');
    expect(lines).toContain('Run,Cat6,cat6,All,All,2,60,,A1');
    expect(lines).toContain('Point,Data Jack,DJ,All,All,2,,,A1');
    // A typical plan without scale is named once, with every unit's runs.
    const unscaled = projectQuantities([typed('1', 1), typed('2', 2)].map((d) => ({ ...d, scale: null })));
    expect(unscaled.unscaled).toEqual([{ surveyId: 'typical', name: 'Typical plan · A1', editor: 'floor-plan', runCount: 2 }]);
  });
});
