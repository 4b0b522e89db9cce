import { describe, expect, it } from 'vitest';
import { parseLength, scaleFromLine, scaleFromWidth, spanFeet, toFeet } from './scale-input';

describe('a scale as the surveyor gives it', () => {
  it('reads a positive length, a decimal comma as a point', () => {
    expect(['24', '12.5', '12,5', ' .5 ', '3.'].map(parseLength)).toEqual([24, 12.5, 12.5, 0.5, 3]);
    expect(['', '0', '-3', 'ten', '1e3', '1.2.3', 'Infinity'].map(parseLength)).toEqual([null, null, null, null, null, null, null]);
  });

  it('turns metres into feet', () => {
    expect(toFeet(10, 'ft')).toBe(10);
    expect(toFeet(3.048, 'm')).toBeCloseTo(10, 10);
  });

  it('sets feet per canvas unit from a line over a known length', () => {
    // A 24 ft wall drawn 480 units long: 0.05 ft a unit.
    expect(scaleFromLine({ x: 100, y: 100 }, { x: 580, y: 100 }, '24', 'ft')).toEqual({ ok: true, scale: 0.05 });
    const metric = scaleFromLine({ x: 0, y: 0 }, { x: 300, y: 400 }, '15,24', 'm');
    expect(metric.ok && metric.scale).toBeCloseTo(0.1, 10);
    expect(scaleFromLine({ x: 0, y: 0 }, { x: 100, y: 0 }, '0', 'ft')).toEqual({ ok: false, problem: 'Enter a length greater than 0.' });
    // More than 1000 ft a canvas unit is past what the survey takes.
    expect(scaleFromLine({ x: 0, y: 0 }, { x: 1, y: 0 }, '5000', 'ft')).toMatchObject({ ok: false });
  });

  it('sets feet per canvas unit from the plan’s width across the units it spans', () => {
    expect(scaleFromWidth(2000, '100', 'ft')).toEqual({ ok: true, scale: 0.05 });
    expect(scaleFromWidth(1600, '80', 'ft')).toEqual({ ok: true, scale: 0.05 });
    expect(scaleFromWidth(2000, 'x', 'ft')).toMatchObject({ ok: false });
    expect(spanFeet(0.05, 2000)).toBe('100 ft');
    expect(spanFeet(0.0123, 2000)).toBe('24.6 ft');
  });
});
