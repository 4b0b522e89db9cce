import { describe, expect, it } from 'vitest';
import { downscaledSize, fitsBackgroundLimit, isImageFile, isPdfFile, needsReencoding } from './background-size';

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

  it('tells a PDF by its type, or by its name when the type says nothing', () => {
    expect(isPdfFile({ type: 'application/pdf', name: 'plan' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'Level 2.PDF' })).toBe(true);
    expect(isPdfFile({ type: 'application/octet-stream', name: 'plan.pdf' })).toBe(true);
    expect(isPdfFile({ type: 'image/png', name: 'plan.pdf' })).toBe(false);
    expect(isPdfFile({ type: '', name: 'plan.png' })).toBe(false);
  });

  it('keeps an image only while its data URL fits what the server takes', () => {
    // "data:image/png;base64," is 22 characters; every 3 bytes become 4; the server takes 40 MiB.
    expect(fitsBackgroundLimit('image/png', 3, 26)).toBe(true);
    expect(fitsBackgroundLimit('image/png', 4, 26)).toBe(false);
    expect(fitsBackgroundLimit('image/png', 29 * 1024 * 1024)).toBe(true);
    expect(fitsBackgroundLimit('image/png', 30 * 1024 * 1024)).toBe(false);
  });
});
