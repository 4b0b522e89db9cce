import { describe, expect, it } from 'vitest';
import { describePin, pinsToSvg } from './pins';

describe('photo pins on a plan', () => {
  it('draws a numbered disc, with a stroke the way the camera looked', () => {
    const east = describePin({ x: 100, y: 200, direction: 90, number: 3 });
    expect(east.map((s) => s.kind)).toEqual(['line', 'circle', 'text']);
    expect(east[0]!.attrs).toMatchObject({ x1: 100, y1: 200, x2: 180, y2: 200 });
    const north = describePin({ x: 100, y: 200, direction: 0, number: 3 });
    expect(north[0]!.attrs).toMatchObject({ x2: 100, y2: 120 });
    expect(describePin({ x: 1, y: 1, direction: null, number: 12 }).map((s) => s.kind)).toEqual(['circle', 'text']);
  });

  it('groups the pins in number order, nothing when there are none', () => {
    const svg = pinsToSvg([
      { x: 1, y: 1, direction: null, number: 2 },
      { x: 5, y: 5, direction: 45, number: 1 },
    ]);
    expect(svg.indexOf('data-pin="1"')).toBeLessThan(svg.indexOf('data-pin="2"'));
    expect(svg).toContain('>2</text>');
    expect(pinsToSvg([])).toBe('');
  });
});
