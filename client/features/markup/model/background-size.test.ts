import { describe, expect, it } from 'vitest';
import { downscaledSize, isImageFile, needsReencoding } from './background-size';

describe('background upload size', () => {
  it('downscales to at most 4000 px wide keeping the ratio, never enlarging', () => {
    expect(downscaledSize(8000, 6000)).toEqual({ width: 4000, height: 3000, scaled: true });
    expect(downscaledSize(1200, 900)).toEqual({ width: 1200, height: 900, scaled: false });
    expect(downscaledSize(2000, 10000)).toEqual({ width: 800, height: 4000, scaled: true });
  });

  it('sends JPEG, PNG, GIF and WebP as they are unless scaled; re-encodes the rest', () => {
    expect(needsReencoding('image/png', false)).toBe(false);
    expect(needsReencoding('image/png', true)).toBe(true);
    expect(needsReencoding('image/bmp', false)).toBe(true);
  });

  it('accepts images only', () => {
    expect(isImageFile({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'a.pdf' })).toBe(false);
    expect(isImageFile({ type: '', name: 'plan.PNG' })).toBe(true);
  });
});
