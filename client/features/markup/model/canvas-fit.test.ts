import { describe, expect, it } from 'vitest';
import { fitCanvas } from './canvas-fit';

describe('fitCanvas', () => {
  it('frames the 4:3 sheet where it covers most of the space (a desktop)', () => {
    expect(fitCanvas(1056, 696)).toEqual({ width: 928, height: 696, framed: true });
    expect(fitCanvas(1000, 750)).toEqual({ width: 1000, height: 750, framed: true });
  });

  it('fills the space where a sheet would leave most of it empty (a phone held upright)', () => {
    expect(fitCanvas(390, 624)).toEqual({ width: 390, height: 624, framed: false });
  });

  it('fits a tall space by its width and a wide one by its height', () => {
    expect(fitCanvas(800, 700)).toEqual({ width: 800, height: 600, framed: true });
    expect(fitCanvas(1100, 800.7)).toEqual({ width: 1066, height: 800, framed: true });
  });

  it('measures nothing in an empty space', () => {
    expect(fitCanvas(0, 500)).toEqual({ width: 0, height: 500, framed: true });
  });
});
