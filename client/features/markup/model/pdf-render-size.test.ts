import { describe, expect, it } from 'vitest';
import { pdfRenderSize, pdfThumbnailSize } from './pdf-render-size';

describe('PDF page render size', () => {
  it('renders a page at its natural size at 200 dpi', () => {
    // US Letter (8.5 x 11 in) and Tabloid (17 x 11 in).
    expect(pdfRenderSize(612, 792)).toMatchObject({ width: 1700, height: 2200 });
    expect(pdfRenderSize(1224, 792)).toMatchObject({ width: 3400, height: 2200 });
    expect(pdfRenderSize(612, 792).scale).toBeCloseTo(200 / 72);
  });

  it('caps the longer side at 4000 px, keeping the ratio', () => {
    // ARCH D (36 x 24 in) would be 7200 x 4800 at 200 dpi.
    expect(pdfRenderSize(2592, 1728)).toMatchObject({ width: 4000, height: 2667 });
    expect(pdfRenderSize(1728, 2592)).toMatchObject({ width: 2667, height: 4000 });
    // A strip: its short side may round to one pixel, never to none.
    expect(pdfRenderSize(100_000, 1)).toEqual({ scale: 0.04, width: 4000, height: 1 });
  });

  it('renders a small page at least as wide as the canvas, not at its tiny natural size', () => {
    // 3 x 2 in would be 600 x 400 at 200 dpi.
    expect(pdfRenderSize(216, 144)).toMatchObject({ width: 2000, height: 1333 });
    expect(pdfRenderSize(144, 216)).toMatchObject({ width: 1333, height: 2000 });
  });

  it('takes other limits', () => {
    expect(pdfRenderSize(612, 792, { dpi: 72, minSide: 0 })).toEqual({ scale: 1, width: 612, height: 792 });
    expect(pdfRenderSize(612, 792, { maxSide: 1100 })).toMatchObject({ width: 850, height: 1100 });
  });
});

describe('PDF page thumbnail size', () => {
  it('fits the longer side to the thumbnail, enlarging or shrinking', () => {
    expect(pdfThumbnailSize(612, 792, 240)).toMatchObject({ width: 185, height: 240 });
    expect(pdfThumbnailSize(2592, 1728, 240)).toMatchObject({ width: 240, height: 160 });
    expect(pdfThumbnailSize(100, 50, 240)).toEqual({ scale: 2.4, width: 240, height: 120 });
  });
});
