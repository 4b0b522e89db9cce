import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it('names the exports as the spec does', () => {
    expect(exportFileName('site-map', undefined, 1700000000000)).toBe('site-map-markup-1700000000000.png');
    expect(exportFileName('floor-plan', 'unit-12', 5)).toBe('floor-plan-markup-unit-12-5.png');
  });

  it('keeps the unit part safe for a file name', () => {
    expect(exportFileName('floor-plan', '../a b/c', 5)).toBe('floor-plan-markup-a-b-c-5.png');
    expect(exportFileName('floor-plan', '///', 5)).toBe('floor-plan-markup-unit-5.png');
  });
});
