import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ICON_SIZE,
  clampIconSize,
  photoCardMinPx,
  photoGridColumns,
  photoGridTemplate,
  thumbnailPx,
} from './photo-grid';

describe('icon size', () => {
  it('defaults to 4, clamps to 2-6 and rounds', () => {
    expect(DEFAULT_ICON_SIZE).toBe(4);
    expect(clampIconSize(1)).toBe(2);
    expect(clampIconSize(9)).toBe(6);
    expect(clampIconSize(3.6)).toBe(4);
    expect(clampIconSize('5')).toBe(5);
    expect(clampIconSize('')).toBe(4);
    expect(clampIconSize('abc')).toBe(4);
    expect(clampIconSize(Number.NaN)).toBe(4);
  });

  it('gives the spec 64 px thumbnail at the default and a 44 px target at the smallest', () => {
    expect(thumbnailPx(4)).toBe(64);
    expect(thumbnailPx(2)).toBeGreaterThanOrEqual(44);
    expect(thumbnailPx(5)).toBe(80);
    expect(thumbnailPx(6)).toBe(96);
    expect(thumbnailPx(99)).toBe(96);
  });
});

describe('photo grid columns', () => {
  it('fits fewer, larger cards as the icon size grows', () => {
    const width = 1000;
    const columns = [2, 3, 4, 5, 6].map((size) => photoGridColumns(size, width));
    expect(columns).toEqual([...columns].sort((a, b) => b - a));
    expect(columns[0]).toBeGreaterThan(columns[4]!);
  });

  it('keeps one column on a phone and never less than one', () => {
    expect(photoGridColumns(4, 358)).toBe(1);
    expect(photoGridColumns(6, 10)).toBe(1);
  });

  it('counts the gaps between cards', () => {
    const card = photoCardMinPx(4);
    expect(photoGridColumns(4, card * 2 + 12)).toBe(2);
    expect(photoGridColumns(4, card * 2 + 11)).toBe(1);
  });

  it('describes the same rule as CSS, capped at the grid width', () => {
    expect(photoGridTemplate(4)).toBe(`repeat(auto-fill, minmax(min(100%, ${photoCardMinPx(4)}px), 1fr))`);
  });
});
