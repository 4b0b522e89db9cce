import { describe, expect, it } from 'vitest';
import { FLOOR_PLAN_CONFIG, SITE_MAP_CONFIG } from './constants';
import {
  backgroundPlacement,
  canvasUnitsPerPixel,
  clampToCanvas,
  clampViewport,
  distanceToPolyline,
  distanceToSegment,
  isOnCanvas,
  drawingOrder,
  hitsElement,
  IDENTITY_VIEWPORT,
  markerScale,
  MAX_ZOOM,
  MIN_MARKER_SCREEN_RADIUS,
  MIN_RUN_SCREEN_WIDTH,
  panBy,
  pickElement,
  pinchViewport,
  polylineMidpoint,
  quantizedUnitsPerPixel,
  runPoints,
  runScreenWidth,
  screenToCanvas,
  translateElement,
  visibleBounds,
  zoomAt,
} from './geometry';
import type { MarkupElement } from './schema';

const conduit: MarkupElement = { id: 'c', type: 'conduit', x: 100, y: 100, x2: 300, y2: 100, strokeWidth: 3 };
const idf: MarkupElement = { id: 'p', type: 'idf', x: 500, y: 500, radius: 24 };

describe('distanceToSegment', () => {
  it('measures to the nearest point of the segment, ends included', () => {
    expect(distanceToSegment({ x: 200, y: 110 }, { x: 100, y: 100 }, { x: 300, y: 100 })).toBe(10);
    expect(distanceToSegment({ x: 310, y: 100 }, { x: 100, y: 100 }, { x: 300, y: 100 })).toBe(10);
    expect(distanceToSegment({ x: 90, y: 100 }, { x: 100, y: 100 }, { x: 300, y: 100 })).toBe(10);
  });

  it('treats a zero-length segment as a point', () => {
    expect(distanceToSegment({ x: 3, y: 4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBe(5);
  });
});

describe('hit testing (spec §9)', () => {
  it('hits a site-map conduit exactly at 3.75 units and misses just outside', () => {
    expect(hitsElement(conduit, { x: 200, y: 103.75 }, SITE_MAP_CONFIG)).toBe(true);
    expect(hitsElement(conduit, { x: 200, y: 103.76 }, SITE_MAP_CONFIG)).toBe(false);
  });

  it('hits a floor-plan conduit exactly at 5 units and misses just outside', () => {
    expect(hitsElement(conduit, { x: 200, y: 95 }, FLOOR_PLAN_CONFIG)).toBe(true);
    expect(hitsElement(conduit, { x: 200, y: 94.99 }, FLOOR_PLAN_CONFIG)).toBe(false);
  });

  it('hits a site-map point within (radius + 5) * 0.375', () => {
    const limit = (24 + 5) * 0.375; // 10.875
    expect(hitsElement(idf, { x: 500 + limit, y: 500 }, SITE_MAP_CONFIG)).toBe(true);
    expect(hitsElement(idf, { x: 500 + limit + 0.01, y: 500 }, SITE_MAP_CONFIG)).toBe(false);
  });

  it('hits a floor-plan point within (radius + 5) * 0.5', () => {
    const limit = (24 + 5) * 0.5; // 14.5
    expect(hitsElement(idf, { x: 500, y: 500 - limit }, FLOOR_PLAN_CONFIG)).toBe(true);
    expect(hitsElement(idf, { x: 500, y: 500 - limit - 0.01 }, FLOOR_PLAN_CONFIG)).toBe(false);
  });

  it('uses the editor default radius when an element has none', () => {
    const bare: MarkupElement = { id: 'b', type: 'ap', x: 0, y: 0 };
    expect(hitsElement(bare, { x: (32 + 5) * 0.5, y: 0 }, FLOOR_PLAN_CONFIG)).toBe(true);
    expect(hitsElement(bare, { x: (24 + 5) * 0.375 + 0.01, y: 0 }, SITE_MAP_CONFIG)).toBe(false);
  });

  it('widens the threshold by the pointer slop', () => {
    expect(hitsElement(conduit, { x: 200, y: 110 }, SITE_MAP_CONFIG)).toBe(false);
    expect(hitsElement(conduit, { x: 200, y: 110 }, SITE_MAP_CONFIG, 6.25)).toBe(true);
  });

  it('picks the topmost (last drawn) of overlapping elements, or nothing', () => {
    const below: MarkupElement = { id: 'below', type: 'mdf', x: 500, y: 500, radius: 24 };
    const above: MarkupElement = { id: 'above', type: 'ap', x: 505, y: 500, radius: 24 };
    expect(pickElement([below, above], { x: 502, y: 500 }, SITE_MAP_CONFIG)?.id).toBe('above');
    expect(pickElement([above, below], { x: 502, y: 500 }, SITE_MAP_CONFIG)?.id).toBe('below');
    expect(pickElement([below, above], { x: 900, y: 900 }, SITE_MAP_CONFIG)).toBeUndefined();
  });
});

describe('drawing order and what is drawn on screen', () => {
  const run: MarkupElement = { id: 'run', type: 'conduit', x: 400, y: 500, x2: 600, y2: 500, strokeWidth: 3 };

  it('draws every run beneath every point, each kind in stored order', () => {
    const a: MarkupElement = { id: 'a', type: 'ap', x: 0, y: 0 };
    const b: MarkupElement = { id: 'b', type: 'idf', x: 0, y: 0 };
    const r2: MarkupElement = { ...run, id: 'run2' };
    expect(drawingOrder([a, run, b, r2]).map((e) => e.id)).toEqual(['run', 'run2', 'a', 'b']);
  });

  it('picks the marker over a run stored after it, since the run lies beneath', () => {
    expect(pickElement([idf, run], { x: 502, y: 500 }, SITE_MAP_CONFIG)?.id).toBe('p');
    // Off the marker, on the run: the run.
    expect(pickElement([idf, run], { x: 580, y: 501 }, SITE_MAP_CONFIG)?.id).toBe('run');
  });

  it('keeps a marker readable on screen: scaled up to the least radius, never down', () => {
    // A phone at the fitted zoom: 390 px show 2000 units, about 5.1 units a pixel.
    expect(markerScale(24, 2000 / 390)).toBeCloseTo((MIN_MARKER_SCREEN_RADIUS * 2000) / 390 / 24);
    expect(markerScale(24, 0.5)).toBe(1);
    expect(markerScale(24, undefined)).toBe(1);
    expect(runScreenWidth(3, 4)).toBe(MIN_RUN_SCREEN_WIDTH * 4);
    expect(runScreenWidth(30, 4)).toBe(30);
    expect(runScreenWidth(3, undefined)).toBe(3);
  });

  it('steps the on-screen scale by quarter octaves, never below the pixel it stands for', () => {
    for (const pixelsPerUnit of [0.195, 0.2, 0.464, 1, 1.7, 3.9]) {
      const unitsPerPixel = quantizedUnitsPerPixel(pixelsPerUnit)!;
      expect(unitsPerPixel * pixelsPerUnit).toBeGreaterThanOrEqual(1);
      expect(unitsPerPixel * pixelsPerUnit).toBeLessThan(2 ** 0.25 + 1e-9);
    }
    expect(quantizedUnitsPerPixel(0.2)).toBe(quantizedUnitsPerPixel(0.21));
    expect(quantizedUnitsPerPixel(0)).toBeUndefined();
  });

  it('on screen, hits a marker wherever it is drawn, and a run across its drawn width', () => {
    const unitsPerPixel = 5; // the marker is drawn 14 px * 5 = 70 units round
    expect(hitsElement(idf, { x: 500 + 69, y: 500 }, SITE_MAP_CONFIG, 0, unitsPerPixel)).toBe(true);
    expect(hitsElement(idf, { x: 500 + 71, y: 500 }, SITE_MAP_CONFIG, 0, unitsPerPixel)).toBe(false);
    // The spec's rule without a screen: (24 + 5) * 0.375.
    expect(hitsElement(idf, { x: 500 + 69, y: 500 }, SITE_MAP_CONFIG)).toBe(false);
    // A run 3 units wide drawn 3 px = 15 units wide: hit within 7.5 of its line.
    expect(hitsElement(run, { x: 500, y: 507 }, SITE_MAP_CONFIG, 0, unitsPerPixel)).toBe(true);
    expect(hitsElement(run, { x: 500, y: 508 }, SITE_MAP_CONFIG, 0, unitsPerPixel)).toBe(false);
    // Where the drawn marker is smaller than the spec's reach, the spec's reach stays.
    const big: MarkupElement = { id: 'big', type: 'ap', x: 0, y: 0, radius: 5 };
    expect(hitsElement(big, { x: 3.75, y: 0 }, SITE_MAP_CONFIG, 0, 0.01)).toBe(true);
  });
});

describe('clamping and moving', () => {
  it('tells a point on the canvas (or within a margin of it) from one beside it', () => {
    expect(isOnCanvas({ x: 0, y: 1500 })).toBe(true);
    expect(isOnCanvas({ x: -1, y: 700 })).toBe(false);
    expect(isOnCanvas({ x: -1, y: 1505 }, 5)).toBe(true);
    expect(isOnCanvas({ x: 1000, y: 1600 }, 50)).toBe(false);
  });

  it('keeps points inside the 2000x1500 canvas', () => {
    expect(clampToCanvas({ x: -5, y: 1600 })).toEqual({ x: 0, y: 1500 });
    expect(clampToCanvas({ x: 2500, y: -1 })).toEqual({ x: 2000, y: 0 });
    expect(clampToCanvas({ x: 10, y: 20 })).toEqual({ x: 10, y: 20 });
  });

  it('moves a point element and stops it at the edge', () => {
    expect(translateElement(idf, 10, -20)).toMatchObject({ x: 510, y: 480 });
    expect(translateElement(idf, 5000, -5000)).toMatchObject({ x: 2000, y: 0 });
  });

  it('moves a conduit as a whole, limited by the end that reaches the edge first', () => {
    expect(translateElement(conduit, 10, 10)).toMatchObject({ x: 110, y: 110, x2: 310, y2: 110 });
    expect(translateElement(conduit, 1800, 0)).toMatchObject({ x: 1800, x2: 2000 });
    expect(translateElement(conduit, -500, 0)).toMatchObject({ x: 0, x2: 200 });
  });
});

describe('runs of several segments (issue 14)', () => {
  // An L with a tail: (100,100) → (500,100) → (500,400) → (800,400); its ends are x,y and x2,y2.
  const run: MarkupElement = {
    id: 'r',
    type: 'conduit',
    x: 100,
    y: 100,
    x2: 800,
    y2: 400,
    strokeWidth: 3,
    points: [
      { x: 100, y: 100 },
      { x: 500, y: 100 },
      { x: 500, y: 400 },
      { x: 800, y: 400 },
    ],
  };

  it('reads a run’s vertices from its polyline, or from its two ends', () => {
    expect(runPoints(run as MarkupElement & { x2: number; y2: number })).toHaveLength(4);
    expect(runPoints(conduit as MarkupElement & { x2: number; y2: number })).toEqual([
      { x: 100, y: 100 },
      { x: 300, y: 100 },
    ]);
  });

  it('measures to the nearest segment of a polyline', () => {
    expect(distanceToPolyline({ x: 300, y: 90 }, run.points!)).toBe(10);
    expect(distanceToPolyline({ x: 510, y: 250 }, run.points!)).toBe(10);
    expect(distanceToPolyline({ x: 650, y: 410 }, run.points!)).toBe(10);
    expect(distanceToPolyline({ x: 5, y: 5 }, [{ x: 5, y: 9 }])).toBe(4);
    expect(distanceToPolyline({ x: 5, y: 5 }, [])).toBe(Number.POSITIVE_INFINITY);
  });

  it('hits a run on any of its segments, within the editor’s reach, and not across its bend', () => {
    // The middle segment, far from the line between the run's ends.
    expect(hitsElement(run, { x: 505, y: 250 }, FLOOR_PLAN_CONFIG)).toBe(true);
    expect(hitsElement(run, { x: 505.1, y: 250 }, FLOOR_PLAN_CONFIG)).toBe(false);
    expect(hitsElement(run, { x: 700, y: 396.25 }, SITE_MAP_CONFIG)).toBe(true);
    // The straight line from end to end passes here; the run does not.
    expect(hitsElement(run, { x: 450, y: 250 }, FLOOR_PLAN_CONFIG)).toBe(false);
    expect(pickElement([run], { x: 500, y: 300 }, FLOOR_PLAN_CONFIG)?.id).toBe('r');
  });

  it('finds the point halfway along a polyline, by length', () => {
    // 400 + 300 + 300 = 1000: halfway (500) is 100 down the middle segment.
    expect(polylineMidpoint(run.points!)).toEqual({ x: 500, y: 200 });
    expect(polylineMidpoint([{ x: 0, y: 0 }, { x: 10, y: 0 }])).toEqual({ x: 5, y: 0 });
    expect(polylineMidpoint([{ x: 3, y: 4 }, { x: 3, y: 4 }])).toEqual({ x: 3, y: 4 });
  });

  it('moves every vertex of a run together, limited by the vertex that reaches the edge first', () => {
    const moved = translateElement(run, 10, 20);
    expect(moved).toMatchObject({ x: 110, y: 120, x2: 810, y2: 420 });
    expect(moved.points).toEqual([
      { x: 110, y: 120 },
      { x: 510, y: 120 },
      { x: 510, y: 420 },
      { x: 810, y: 420 },
    ]);
    // The tail reaches the right edge first (800 → 2000: 1200); the top the top edge (100 → 0).
    const far = translateElement(run, 5000, -5000);
    expect(far).toMatchObject({ x: 1300, y: 0, x2: 2000, y2: 300 });
    expect(far.points![1]).toEqual({ x: 1700, y: 0 });
  });
});

describe('camera', () => {
  const rect = { left: 10, top: 20, width: 1000, height: 750 };

  it('maps screen to canvas through the element box (mouse coordinates scaled by 2 at 1000x750)', () => {
    expect(screenToCanvas(10, 20, rect, IDENTITY_VIEWPORT)).toEqual({ x: 0, y: 0 });
    expect(screenToCanvas(510, 395, rect, IDENTITY_VIEWPORT)).toEqual({ x: 1000, y: 750 });
  });

  it('maps through zoom and pan', () => {
    const viewport = { zoom: 2, panX: -1000, panY: -750 };
    // The view's centre shows canvas (1000, 750) at zoom 2 panned to the middle.
    expect(screenToCanvas(510, 395, rect, viewport)).toEqual({ x: 1000, y: 750 });
    expect(screenToCanvas(10, 20, rect, viewport)).toEqual({ x: 500, y: 375 });
  });

  it('zooms around the cursor, keeping the canvas point under it', () => {
    const anchor = { x: 400, y: 300 };
    const zoomed = zoomAt(IDENTITY_VIEWPORT, anchor, 2);
    expect(zoomed.zoom).toBe(2);
    expect((anchor.x - zoomed.panX) / zoomed.zoom).toBeCloseTo(400);
    expect((anchor.y - zoomed.panY) / zoomed.zoom).toBeCloseTo(300);
  });

  it('never zooms out past the whole canvas nor in past the maximum, and never shows margins', () => {
    expect(zoomAt(IDENTITY_VIEWPORT, { x: 0, y: 0 }, 0.5)).toEqual(IDENTITY_VIEWPORT);
    expect(zoomAt(IDENTITY_VIEWPORT, { x: 0, y: 0 }, 100).zoom).toBe(MAX_ZOOM);
    expect(clampViewport({ zoom: 2, panX: 50, panY: -5000 })).toEqual({ zoom: 2, panX: 0, panY: -1500 });
  });

  it('pinches: spreading the fingers twice as far zooms 2x around their midpoint', () => {
    const next = pinchViewport(IDENTITY_VIEWPORT, { x: 900, y: 750 }, { x: 1100, y: 750 }, { x: 800, y: 750 }, { x: 1200, y: 750 });
    expect(next.zoom).toBe(2);
    expect((1000 - next.panX) / next.zoom).toBeCloseTo(1000);
    expect((750 - next.panY) / next.zoom).toBeCloseTo(750);
  });

  it('maps through a canvas element of another shape, the sheet fitted in its middle', () => {
    // A phone held upright: 390 x 624, the sheet 390 x 292.5 centred, so 165.75 px above it.
    const phone = { left: 0, top: 100, width: 390, height: 624 };
    expect(screenToCanvas(0, 100 + 165.75, phone, IDENTITY_VIEWPORT)).toEqual({ x: 0, y: 0 });
    expect(screenToCanvas(195, 100 + 312, phone, IDENTITY_VIEWPORT)).toEqual({ x: 1000, y: 750 });
    expect(canvasUnitsPerPixel(phone, IDENTITY_VIEWPORT)).toBeCloseTo(2000 / 390);
    expect(canvasUnitsPerPixel(phone, { zoom: 2, panX: 0, panY: 0 })).toBeCloseTo(1000 / 390);
  });

  it('lets a zoomed sheet use the whole of a taller element, and keeps a small one centred', () => {
    // 390 x 468 px shows 2000 x 2400 units: 450 more above and below the sheet.
    const bounds = visibleBounds({ width: 390, height: 468 });
    expect(bounds.x).toBeCloseTo(0);
    expect(bounds.width).toBeCloseTo(2000);
    expect(bounds.y).toBeCloseTo(-(2400 - 1500) / 2);
    expect(bounds.height).toBeCloseTo(2400);
    // Fitted: centred, as without a screen.
    expect(clampViewport(IDENTITY_VIEWPORT, bounds)).toEqual({ zoom: 1, panX: 0, panY: expect.closeTo(0) });
    // Zoomed 2x (3000 units high, the view 2400): its top may come up to the element's top.
    const top = panBy({ zoom: 2, panX: 0, panY: 0 }, 0, 5000, bounds);
    expect(top.panY).toBeCloseTo(bounds.y);
    const bottom = panBy({ zoom: 2, panX: 0, panY: 0 }, 0, -5000, bounds);
    expect(bottom.panY + 3000).toBeCloseTo(bounds.y + bounds.height);
    // Zoomed 1.2x, still lower than the view: centred, whatever the pan asked.
    expect(panBy({ zoom: 1.2, panX: -200, panY: 0 }, 0, 900, bounds).panY).toBeCloseTo(bounds.y + (2400 - 1800) / 2);
  });

  it('pans with two fingers moving together', () => {
    const start = { zoom: 2, panX: -1000, panY: -750 };
    const next = pinchViewport(start, { x: 900, y: 700 }, { x: 1100, y: 700 }, { x: 950, y: 720 }, { x: 1150, y: 720 });
    expect(next).toEqual({ zoom: 2, panX: -950, panY: -730 });
  });
});

describe('backgroundPlacement', () => {
  it('fits a wide image to the width, centred vertically', () => {
    expect(backgroundPlacement(4000, 1000)).toEqual({ x: 0, y: 500, width: 2000, height: 500 });
  });

  it('fits a tall image to the height, centred horizontally', () => {
    expect(backgroundPlacement(300, 600)).toEqual({ x: 625, y: 0, width: 750, height: 1500 });
  });

  it('fills the canvas when the size is unknown', () => {
    expect(backgroundPlacement(undefined, undefined)).toEqual({ x: 0, y: 0, width: 2000, height: 1500 });
  });
});
