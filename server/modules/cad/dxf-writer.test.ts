import { describe, expect, it } from 'vitest';
import { polylineLength, readDxf } from '../../test/dxf-reader';
import { drawingDxf, dxfText } from './dxf-writer';

// 0.02 ft per canvas unit: a run 500 units long is 10 ft.
const drawing = {
  editor: 'floor-plan' as const,
  scale: 0.02,
  elements: [
    { id: 'r', type: 'conduit' as const, kind: 'cat6', x: 100, y: 100, x2: 400, y2: 500, points: [{ x: 100, y: 100 }, { x: 400, y: 500 }] },
    { id: 'f', type: 'conduit' as const, kind: 'fiber', x: 0, y: 0, x2: 100, y2: 0 },
    { id: 'j', type: 'idf' as const, x: 100, y: 100, tag: 'DJ-1' },
    { id: 'm', type: 'mdf' as const, x: 400, y: 500, tag: 'MC-1', radius: 40 },
    { id: 'l', type: 'custom' as const, x: 10, y: 10, text: 'Kitchen\nnorth' },
  ],
};

describe('drawingDxf', () => {
  it('writes R12 in feet: a 10 ft run measures 10 ft, on its kind’s layer, y up', () => {
    const dxf = readDxf(drawingDxf(drawing));
    expect(dxf.header.get('$ACADVER')).toBe('AC1009');
    const runs = dxf.entities.filter((e) => e.type === 'POLYLINE' && e.layer === 'RUN_CAT6');
    expect(runs).toHaveLength(1);
    expect(polylineLength(runs[0]!.points)).toBeCloseTo(10, 6);
    // y = (1500 - 100) × 0.02 = 28: the canvas's top is up in CAD.
    expect(runs[0]!.points[0]).toEqual({ x: 2, y: 28 });
    expect(dxf.entities.filter((e) => e.layer === 'RUN_FIBER')).toHaveLength(1);
    expect(dxf.layers).toEqual(expect.arrayContaining(['RUN_CAT6', 'RUN_FIBER', 'FRAME', 'MARKERS']));
  });

  it('writes markers as inserts of a block per code with the identifier as attribute, and the canvas as a frame', () => {
    const dxf = readDxf(drawingDxf(drawing));
    expect(dxf.blocks.sort()).toEqual(['MARKER_DJ', 'MARKER_MC']);
    const inserts = dxf.entities.filter((e) => e.type === 'INSERT');
    expect(inserts.map((e) => [e.codes.get(2)?.[0], e.attributes.get('TAG'), e.codes.get(41)?.[0]])).toEqual([
      ['MARKER_DJ', 'DJ-1', '0.64'],
      ['MARKER_MC', 'MC-1', '0.8'],
    ]);
    const frame = dxf.entities.find((e) => e.layer === 'FRAME')!;
    // 2000 × 1500 canvas units at 0.02 ft: 40 × 30 ft.
    expect(frame.points).toEqual([
      { x: 0, y: 30 },
      { x: 40, y: 30 },
      { x: 40, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(frame.codes.get(70)?.[0]).toBe('1');
    expect(dxf.entities.find((e) => e.type === 'TEXT')?.codes.get(1)?.[0]).toBe('Kitchen north');
  });

  it('keeps text on one line and outside ASCII as \\U+ escapes', () => {
    expect(dxfText('Café\r\nB')).toBe('Caf\\U+00E9 B');
  });
});
