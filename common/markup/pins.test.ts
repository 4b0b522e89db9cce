import { describe, expect, it } from 'vitest';
import { describePin, MAX_PIN_SCREEN_RADIUS, MIN_PIN_SCREEN_RADIUS, PIN_RADIUS, pinAt, pinScreenScale, pinsToSvg, pinTransform } from './pins';

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

describe('photo pins on screen', () => {
  it('keeps a pin between 14 and 18 px across its radius whatever the zoom', () => {
    // A whole plan on a phone: 2000 units over 390 px, about 5 units a pixel.
    expect(PIN_RADIUS * pinScreenScale(5)).toBeCloseTo(MIN_PIN_SCREEN_RADIUS * 5);
    // Zoomed far in: a quarter unit a pixel; the pin does not grow over the drawing.
    expect(PIN_RADIUS * pinScreenScale(0.25)).toBeCloseTo(MAX_PIN_SCREEN_RADIUS * 0.25);
    // In between, its stored size reads and is kept.
    expect(pinScreenScale(26 / 16)).toBeCloseTo(1);
    expect(pinScreenScale(undefined)).toBe(1);
  });

  it('scales about the pin’s centre', () => {
    expect(pinTransform({ x: 100, y: 50 }, 1)).toBeUndefined();
    expect(pinTransform({ x: 100, y: 50 }, 2)).toBe('matrix(2 0 0 2 -100 -50)');
  });

  it('finds the pin under a press: within its drawn disc and the slop, the nearest first, the higher number at a tie', () => {
    const pins = [
      { x: 100, y: 100, direction: null, number: 1, id: 'a' },
      { x: 160, y: 100, direction: 90, number: 2, id: 'b' },
      { x: 100, y: 100, direction: null, number: 3, id: 'c' },
    ];
    // Stored size (1 unit a pixel would draw the 26-unit disc at 26 px: scaled down to 18 px).
    expect(pinAt(pins, { x: 100, y: 117 }, 1)?.id).toBe('c');
    expect(pinAt(pins, { x: 100, y: 119 }, 1)).toBeUndefined();
    expect(pinAt(pins, { x: 100, y: 119 }, 1, 4)?.id).toBe('c');
    expect(pinAt(pins, { x: 145, y: 100 }, 1)?.id).toBe('b');
    // A whole plan on a phone: each disc 14 px, 70 units; the press between goes to the nearer.
    expect(pinAt(pins, { x: 125, y: 100 }, 5)?.id).toBe('c');
    expect(pinAt(pins, { x: 140, y: 100 }, 5)?.id).toBe('b');
    expect(pinAt([], { x: 0, y: 0 }, 1)).toBeUndefined();
  });
});
