import { describe, expect, it } from 'vitest';
import {
  canvasPointAt,
  clampToCanvas,
  describeDirection,
  directionFromInput,
  directionTowards,
  isOnPin,
  normalizeDirection,
  nudgePin,
  PIN_RADIUS,
  placementHint,
  pinScale,
  turnDirection,
  unitsPerPixel,
  windowAround,
} from './pin-placement';

describe('directionTowards: the way the camera looked, from a drag or a second tap', () => {
  const pin = { x: 1000, y: 750 };

  it('is degrees clockwise from the top of the plan', () => {
    expect(directionTowards(pin, { x: 1000, y: 100 })).toBe(0);
    expect(directionTowards(pin, { x: 1500, y: 250 })).toBe(45);
    expect(directionTowards(pin, { x: 1900, y: 750 })).toBe(90);
    expect(directionTowards(pin, { x: 1000, y: 1400 })).toBe(180);
    expect(directionTowards(pin, { x: 100, y: 750 })).toBe(270);
    expect(directionTowards(pin, { x: 500, y: 250 })).toBe(315);
  });

  it('is whole degrees, never 360', () => {
    expect(directionTowards(pin, { x: 1010, y: 100 })).toBe(1);
    // Just left of straight up rounds to 360, which is 0.
    expect(directionTowards(pin, { x: 999.9, y: 100 })).toBe(0);
  });

  it('says nothing for a point too close to the pin to tell (a tap on the pin itself)', () => {
    expect(directionTowards(pin, pin)).toBeNull();
    expect(directionTowards(pin, { x: 1004, y: 747 }, 10)).toBeNull();
    expect(directionTowards(pin, { x: 1011, y: 750 }, 10)).toBe(90);
  });
});

describe('normalizeDirection, turnDirection, directionFromInput', () => {
  it('keeps directions in whole degrees 0..359', () => {
    expect(normalizeDirection(360)).toBe(0);
    expect(normalizeDirection(-15)).toBe(345);
    expect(normalizeDirection(725.4)).toBe(5);
  });

  it('turns from the top when there is no direction yet, and round the circle', () => {
    expect(turnDirection(null, 15)).toBe(15);
    expect(turnDirection(null, -15)).toBe(345);
    expect(turnDirection(350, 15)).toBe(5);
  });

  it('reads the typed direction, and nothing from blank or not-a-number', () => {
    expect(directionFromInput('135')).toBe(135);
    expect(directionFromInput(' 370 ')).toBe(10);
    expect(directionFromInput('')).toBeNull();
    expect(directionFromInput('-')).toBeNull();
    expect(directionFromInput('abc')).toBeNull();
  });

  it('names a direction on the plan', () => {
    expect(describeDirection(null)).toBe('No direction');
    expect(describeDirection(0)).toBe('Looking up (0°)');
    expect(describeDirection(90)).toBe('Looking right (90°)');
    expect(describeDirection(200)).toBe('Looking down (200°)');
    expect(describeDirection(225)).toBe('Looking down and left (225°)');
    expect(describeDirection(350)).toBe('Looking up (350°)');
  });
});

describe('pin placement', () => {
  it('keeps a pin on the canvas, in whole units', () => {
    expect(clampToCanvas({ x: -40, y: 1620.6 })).toEqual({ x: 0, y: 1500 });
    expect(clampToCanvas({ x: 2400, y: -1 })).toEqual({ x: 2000, y: 0 });
    expect(clampToCanvas({ x: 812.4, y: 600.5 })).toEqual({ x: 812, y: 601 });
  });

  it('finds the canvas point under the finger on a plan fitted with margins', () => {
    // 800x800 box: the 4:3 plan is 800x600, 100 px empty above and below.
    const box = { left: 10, top: 20, width: 800, height: 800 };
    expect(unitsPerPixel(box)).toBe(2.5);
    expect(canvasPointAt({ x: 10, y: 120 }, box)).toEqual({ x: 0, y: 0 });
    expect(canvasPointAt({ x: 410, y: 420 }, box)).toEqual({ x: 1000, y: 750 });
    // In the margin above the plan: off the canvas, for the caller to clamp.
    expect(canvasPointAt({ x: 810, y: 70 }, box)).toEqual({ x: 2000, y: -125 });
    // Wide box: margins left and right.
    expect(canvasPointAt({ x: 500, y: 300 }, { left: 0, top: 0, width: 1000, height: 600 })).toEqual({ x: 1000, y: 750 });
  });

  it('moves the pin by arrow keys, kept on the canvas; other keys do nothing', () => {
    expect(nudgePin({ x: 1000, y: 750 }, 'ArrowRight', 10)).toEqual({ x: 1010, y: 750 });
    expect(nudgePin({ x: 1000, y: 750 }, 'ArrowUp', 50)).toEqual({ x: 1000, y: 700 });
    expect(nudgePin({ x: 5, y: 1495 }, 'ArrowLeft', 10)).toEqual({ x: 0, y: 1495 });
    expect(nudgePin({ x: 5, y: 1495 }, 'ArrowDown', 10)).toEqual({ x: 5, y: 1500 });
    expect(nudgePin({ x: 5, y: 5 }, 'Enter', 10)).toBeNull();
  });

  it('draws a pin larger on a small screen, never smaller than stored', () => {
    expect(pinScale(1)).toBe(1);
    // A phone shows the 2000-wide plan about 370 px wide: about 5.4 units a pixel.
    expect(PIN_RADIUS * pinScale(2000 / 370) / (2000 / 370)).toBeCloseTo(14);
  });

  it('grabs the pin within its drawn disc or a finger’s width around it', () => {
    const pin = { x: 1000, y: 750 };
    const phone = 2000 / 370;
    expect(isOnPin(pin, { x: 1000 + 20 * phone, y: 750 }, phone)).toBe(true);
    expect(isOnPin(pin, { x: 1000 + 40 * phone, y: 750 }, phone)).toBe(false);
    // On a large screen the disc itself is larger than the finger's reach.
    expect(isOnPin(pin, { x: 1000 + PIN_RADIUS, y: 750 }, 0.5)).toBe(true);
  });
});

describe('windowAround: the part of the plan a thumbnail shows', () => {
  it('centres the pin in a window of the canvas’s proportions', () => {
    expect(windowAround({ x: 1000, y: 750 }, 700)).toEqual({ x: 650, y: 488, width: 700, height: 525 });
  });

  it('keeps the window on the canvas near an edge', () => {
    expect(windowAround({ x: 20, y: 1490 }, 700)).toEqual({ x: 0, y: 975, width: 700, height: 525 });
    expect(windowAround({ x: 1990, y: 10 }, 700)).toEqual({ x: 1300, y: 0, width: 700, height: 525 });
  });
});

describe('placementHint', () => {
  it('says what the next tap or click does', () => {
    expect(placementHint(false, 'place', true)).toBe('Tap the plan where the photo was taken.');
    expect(placementHint(true, 'aim', true)).toBe('Tap the way the camera looked, or drag from the pin.');
    expect(placementHint(true, 'place', false)).toBe('Click the plan to move the pin.');
  });
});
