import { describe, expect, it } from 'vitest';
import { projectQuantities, type QuantityDrawing } from './quantities';
import { scopeByBuilding, scopeSentence } from './proposal-scope';

const plan = (building: string, floor: number): QuantityDrawing => ({
  surveyId: `${building}${floor}`,
  name: 'Plan',
  editor: 'floor-plan',
  building,
  floor,
  scale: 0.1,
  elements: [
    { id: 'r', type: 'conduit', kind: 'cat6', x: 0, y: 0, x2: 1000, y2: 0 },
    { id: 'j1', type: 'idf', x: 0, y: 0 },
    { id: 'j2', type: 'idf', x: 0, y: 0 },
  ],
});
const site: QuantityDrawing = { surveyId: 's', name: 'Site', editor: 'site-map', building: null, floor: null, scale: 1, elements: [{ id: 'f', type: 'conduit', kind: 'fiber', x: 0, y: 0, x2: 250, y2: 0 }] };

describe('scopeByBuilding', () => {
  it('says per building what is installed, from the quantities', () => {
    const scopes = scopeByBuilding(projectQuantities([plan('B', 1), plan('A', 1), plan('A', 2), site]), new Map([['A', 24]]));
    expect(scopes.map(scopeSentence)).toEqual([
      'Building A (24 units): furnish and install 200 ft of Cat6 (2 runs) and 4 Data Jacks.',
      'Building B: furnish and install 100 ft of Cat6 (1 run) and 2 Data Jacks.',
      'Site: furnish and install 250 ft of Fiber (1 run).',
    ]);
  });
});
