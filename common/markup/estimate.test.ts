import { describe, expect, it } from 'vitest';
import { effectivePriceList, estimateCsv, projectEstimate, ESTIMATE_COLUMNS } from './estimate';
import { projectQuantities, type QuantityDrawing } from './quantities';
import type { PriceList } from '../schemas/price-lists';

const plan: QuantityDrawing = {
  surveyId: 'plan',
  name: 'Unit 204 Floor Plan',
  editor: 'floor-plan',
  building: 'A',
  floor: 2,
  scale: 0.1,
  elements: [
    // 1,000 units at 0.1 ft: 100 ft drawn.
    { id: 'r', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 1000, y2: 0 },
    { id: 'j1', type: 'idf', x: 0, y: 0 },
    { id: 'j2', type: 'idf', x: 10, y: 0 },
    { id: 'j3', type: 'idf', x: 20, y: 0 },
    { id: 'mc', type: 'mdf', x: 1000, y: 0 },
  ],
};
// (100 + 2 × 2) × 1.1 = 114.4 ft with allowances.
const quantities = projectQuantities([plan], { allowances: { slackFeetPerEnd: 2, floorHeightFeet: 0, wastePercent: 10 } });

const prices: PriceList = {
  markupPercent: 15,
  items: [
    { item: 'cat6', unit: 'ft', material: 0.5, labour: 0.75 },
    {
      item: 'DJ',
      unit: 'each',
      material: 4.5,
      labour: 12,
      accessories: [
        { name: 'Faceplate', perItem: 1, material: 1.25, labour: 0 },
        { name: 'Keystone', perItem: 2, material: 3, labour: 1 },
      ],
    },
    { item: 'fiber', unit: 'ft', material: 1, labour: 1 },
  ],
};

describe('projectEstimate', () => {
  it('prices the quantities’ own feet and counts, accessories as lines of their own, an unpriced item blank', () => {
    expect(quantities.runs[0]?.feet).toBe(114.4);
    const estimate = projectEstimate(quantities, prices);
    expect(estimate.lines.map((l) => [l.item, l.quantity, l.unit, l.material, l.labour, l.total])).toEqual([
      ['cat6', 114.4, 'ft', 57.2, 85.8, 143],
      // Markers in their editor's toolbar order: Media Cabinet, then Data Jack.
      ['MC', 1, 'each', null, null, null],
      ['DJ', 3, 'each', 13.5, 36, 49.5],
      ['DJ/Faceplate', 3, 'each', 3.75, 0, 3.75],
      ['DJ/Keystone', 6, 'each', 18, 6, 24],
    ]);
    expect(estimate.lines.find((l) => l.item === 'DJ/Keystone')).toMatchObject({ accessoryOf: 'DJ', name: 'Keystone' });
    expect(estimate.unpriced).toEqual(['MC']);
    expect(estimate.subtotal).toBe(220.25);
    expect(estimate.markup).toBe(33.04);
    expect(estimate.total).toBe(253.29);
    expect(estimate.sections).toEqual([
      { name: 'Cabling and pathways', total: 143 },
      { name: 'Devices and equipment', total: 77.25 },
    ]);
  });

  it('prices a run kind listed each per run', () => {
    const estimate = projectEstimate(quantities, { markupPercent: 0, items: [{ item: 'cat6', unit: 'each', material: 10, labour: 5 }] });
    expect(estimate.lines[0]).toMatchObject({ item: 'cat6', quantity: 1, unit: 'each', total: 15 });
  });

  it('lets a project override items one by one and keep the company’s markup unless it sets its own', () => {
    const merged = effectivePriceList(prices, { markupPercent: null, items: [{ item: 'cat6', unit: 'ft', material: 1, labour: 1 }, { item: 'MC', unit: 'each', material: 100, labour: 50 }] });
    expect(merged.markupPercent).toBe(15);
    expect(merged.items.map((i) => [i.item, i.material])).toEqual([
      ['cat6', 1],
      ['DJ', 4.5],
      ['fiber', 1],
      ['MC', 100],
    ]);
    expect(effectivePriceList(prices, { markupPercent: 5, items: [] })).toEqual({ ...prices, markupPercent: 5 });
    expect(effectivePriceList(prices, null)).toBe(prices);
  });

  it('writes a CSV with its columns, blank cells for a missing price and the totals at the end', () => {
    const lines = estimateCsv(projectEstimate(quantities, prices)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(ESTIMATE_COLUMNS.join(','));
    expect(lines).toContain('Devices and equipment,MC,Media Cabinet,1,each,,,,,,');
    expect(lines.at(-1)).toBe('Total,,,,,,,,,253.29,');
    expect(lines.at(-2)).toBe('Markup,,,15,%,,,,,33.04,');
  });
});
