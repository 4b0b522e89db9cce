import { describe, expect, it } from 'vitest';
import { ELEMENT_COLORS, FLOOR_PLAN_CONFIG, SITE_MAP_CONFIG, radiusFor } from './constants';
import {
  describeConduitPreview,
  describeElement,
  describeMeasurePreview,
  describeScaleBar,
  describeSelection,
  escapeXml,
  renderSvg,
  RUN_LENGTH_FONT_SIZE,
  scaleBarFeet,
  scaleBarOf,
  screenAdjustment,
  adjustShapes,
  shapeToSvg,
  TAG_FONT_FACTOR,
} from './render-svg';
import { MARKUP_ELEMENT_TYPES, type MarkupElement, type MarkupElementType } from './schema';

function point(type: MarkupElementType, extra: Partial<MarkupElement> = {}): MarkupElement {
  return { id: `id-${type}`, type, x: 400, y: 300, radius: 24, ...extra };
}

const SITE_MAP_LABELS: Record<Exclude<MarkupElementType, 'conduit' | 'custom'>, string> = {
  idf: 'IDF',
  mdf: 'MDF',
  common: 'CM',
  ap: 'AP',
  power: 'P',
  handheld: 'HH',
  homerun: 'HR',
  coax: 'C',
};

const FLOOR_PLAN_LABELS: Record<Exclude<MarkupElementType, 'conduit' | 'custom'>, string> = {
  mdf: 'MC',
  idf: 'DJ',
  coax: 'C',
  ap: 'AP',
  power: 'P',
  homerun: 'HR',
  handheld: 'HM',
  common: 'CM',
};

describe('describeElement', () => {
  it.each(Object.entries(SITE_MAP_LABELS))('site map %s: a circle in its colour with the label %s', (type, label) => {
    const shapes = describeElement(point(type as MarkupElementType), 'site-map');
    expect(shapes).toHaveLength(2);
    const [circle, text] = shapes;
    expect(circle).toMatchObject({ kind: 'circle', attrs: { cx: 400, cy: 300, r: 24, fill: ELEMENT_COLORS[type as MarkupElementType], 'stroke-width': 2 } });
    expect(text).toMatchObject({ kind: 'text', text: label, attrs: { x: 400, y: 300, 'text-anchor': 'middle' } });
  });

  it.each(Object.entries(FLOOR_PLAN_LABELS))('floor plan %s: the label %s', (type, label) => {
    const shapes = describeElement(point(type as MarkupElementType, { radius: 32 }), 'floor-plan');
    expect(shapes[0]).toMatchObject({ kind: 'circle', attrs: { r: 32 } });
    expect(shapes[1]).toMatchObject({ kind: 'text', text: label });
  });

  it('spec colours: idf red, mdf cyan, common purple, ap green, power yellow, conduit orange, handheld pink, homerun blue, custom grey', () => {
    expect(ELEMENT_COLORS).toMatchObject({
      idf: '#dc2626',
      mdf: '#06b6d4',
      common: '#9333ea',
      ap: '#16a34a',
      power: '#eab308',
      conduit: '#f97316',
      handheld: '#ec4899',
      homerun: '#2563eb',
      custom: '#6b7280',
    });
    // Every type has a colour, coax included.
    for (const type of MARKUP_ELEMENT_TYPES) expect(ELEMENT_COLORS[type]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('draws a conduit as an orange round-capped line of its width', () => {
    const shapes = describeElement({ id: 'c', type: 'conduit', x: 10, y: 20, x2: 30, y2: 40, strokeWidth: 7 }, 'site-map');
    expect(shapes).toEqual([
      {
        kind: 'line',
        attrs: { x1: 10, y1: 20, x2: 30, y2: 40, stroke: '#f97316', 'stroke-width': 7, 'stroke-linecap': 'round' },
      },
    ]);
  });

  it('gives a conduit without a width the default 3', () => {
    const [line] = describeElement({ id: 'c', type: 'conduit', x: 0, y: 0, x2: 5, y2: 5 }, 'floor-plan');
    expect(line!.attrs['stroke-width']).toBe(3);
  });

  it('draws a custom element as a grey dot of 0.67 x size with its label beside it', () => {
    const radius = radiusFor('custom', 24);
    expect(radius).toBe(16.08);
    const [circle, text] = describeElement(point('custom', { radius, text: 'Fiber entry' }), 'site-map');
    expect(circle).toMatchObject({ kind: 'circle', attrs: { r: 16.08, fill: '#6b7280' } });
    expect(text).toMatchObject({ kind: 'text', text: 'Fiber entry', attrs: { 'text-anchor': 'start' } });
    expect(Number(text!.attrs.x)).toBeGreaterThan(400 + radius);
  });

  it('uses the editor default radius when an element has none', () => {
    expect(describeElement({ id: 'a', type: 'ap', x: 0, y: 0 }, 'site-map')[0]!.attrs.r).toBe(SITE_MAP_CONFIG.defaultRadius);
    expect(describeElement({ id: 'a', type: 'ap', x: 0, y: 0 }, 'floor-plan')[0]!.attrs.r).toBe(FLOOR_PLAN_CONFIG.defaultRadius);
  });

  it('keeps a stored colour that is a plain colour and refuses anything else', () => {
    expect(describeElement(point('ap', { color: '#123456' }), 'site-map')[0]!.attrs.fill).toBe('#123456');
    expect(describeElement(point('ap', { color: 'url(javascript:alert(1))' }), 'site-map')[0]!.attrs.fill).toBe('#16a34a');
    expect(describeElement(point('ap', { color: '"/><script>' }), 'site-map')[0]!.attrs.fill).toBe('#16a34a');
  });

  it('writes a marker’s identifier beneath its circle, dark on a white halo, sized by the marker', () => {
    const shapes = describeElement(point('idf', { tag: 'IDF-1' }), 'site-map');
    expect(shapes).toHaveLength(3);
    const [circle, label, tag] = shapes;
    expect(label).toMatchObject({ kind: 'text', text: 'IDF' });
    expect(tag).toMatchObject({
      kind: 'text',
      text: 'IDF-1',
      attrs: { x: 400, fill: '#111827', stroke: '#ffffff', 'paint-order': 'stroke', 'text-anchor': 'middle', 'font-size': Math.round(24 * TAG_FONT_FACTOR * 100) / 100 },
    });
    // Its letters start below the circle and its outline, not over them.
    const top = Number(tag!.attrs.y) - 0.72 * Number(tag!.attrs['font-size']);
    expect(top).toBeGreaterThan(Number(circle!.attrs.cy) + Number(circle!.attrs.r) + Number(circle!.attrs['stroke-width']) / 2);
    expect(top).toBeLessThan(300 + 24 * 1.5);
    // A larger marker gets a larger identifier.
    const [, , large] = describeElement(point('idf', { tag: 'IDF-1', radius: 48 }), 'site-map');
    expect(Number(large!.attrs['font-size'])).toBe(2 * Number(tag!.attrs['font-size']));
  });

  it('writes no identifier for runs, custom labels, or markers not named yet', () => {
    expect(describeElement(point('ap'), 'site-map')).toHaveLength(2);
    expect(describeElement(point('ap', { tag: '  ' }), 'site-map')).toHaveLength(2);
    expect(describeElement(point('custom', { text: 'Gate', tag: 'X-1' }), 'site-map')).toHaveLength(2);
    expect(describeElement({ id: 'c', type: 'conduit', x: 0, y: 0, x2: 9, y2: 9, tag: 'C-1' }, 'site-map')).toHaveLength(1);
  });

  it('highlights a selected point with a ring and a conduit at both ends', () => {
    expect(describeSelection(point('ap'), 'site-map')).toHaveLength(1);
    expect(describeSelection({ id: 'c', type: 'conduit', x: 0, y: 0, x2: 9, y2: 9 }, 'site-map')).toHaveLength(2);
  });
});

describe('renderSvg', () => {
  const elements: MarkupElement[] = [
    { id: 'c1', type: 'conduit', x: 10, y: 10, x2: 200, y2: 10, strokeWidth: 3 },
    point('idf'),
    { id: 'x<1>', type: 'custom', x: 50, y: 60, radius: 16, text: '<b>&"quoted"</b>' },
  ];

  it('renders a standalone 2000x1500 SVG with one group per element', () => {
    const svg = renderSvg({ elements }, 'site-map');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 2000 1500"');
    expect(svg.match(/data-element-id=/g)).toHaveLength(3);
    expect(svg).toContain('<line x1="10" y1="10" x2="200" y2="10" stroke="#f97316" stroke-width="3" stroke-linecap="round"/>');
    expect(svg).toContain('>IDF</text>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws elements faint by id: a unit’s typical elements under its differences (issue 25)', () => {
    const svg = renderSvg({ elements }, 'floor-plan', { opacityOf: (id) => (id === 'c1' ? 0.35 : undefined) });
    expect(svg).toContain('<g data-element-id="c1" opacity="0.35">');
    expect(svg).not.toMatch(/data-element-id="x&lt;1&gt;" opacity/);
  });

  it('escapes label text and ids', () => {
    const svg = renderSvg({ elements }, 'site-map');
    expect(svg).toContain('&lt;b&gt;&amp;&quot;quoted&quot;&lt;/b&gt;');
    expect(svg).toContain('data-element-id="x&lt;1&gt;"');
    expect(svg).not.toContain('<b>');
  });

  it('draws the background first, fitted inside the canvas, with an escaped href', () => {
    const svg = renderSvg({ elements, background: { href: '/api/surveys/1/image?v=a&b', width: 4000, height: 1000 } }, 'floor-plan');
    expect(svg).toContain('<image href="/api/surveys/1/image?v=a&amp;b" x="0" y="500" width="2000" height="500"');
    expect(svg.indexOf('<image')).toBeLessThan(svg.indexOf('<line'));
    expect(renderSvg({ elements, background: { href: 'x' } }, 'site-map', { omitBackground: true })).not.toContain('<image');
  });

  it('draws every run beneath every point, whatever the stored order (editor, PNG export and report alike)', () => {
    const stored: MarkupElement[] = [
      point('idf'),
      { id: 'c2', type: 'conduit', x: 0, y: 300, x2: 800, y2: 300 },
      { id: 'ap', type: 'ap', x: 600, y: 300, radius: 24 },
      { id: 'c1', type: 'conduit', x: 400, y: 0, x2: 400, y2: 800 },
    ];
    const svg = renderSvg({ elements: stored }, 'site-map');
    const order = [...svg.matchAll(/data-element-id="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['c2', 'c1', 'id-idf', 'ap']);
    expect(svg.lastIndexOf('<line')).toBeLessThan(svg.indexOf('<circle'));
  });

  it('adds the selection highlight only when asked', () => {
    expect(renderSvg({ elements }, 'site-map')).not.toContain('data-selection');
    expect(renderSvg({ elements }, 'site-map', { selectionId: 'id-idf' })).toContain('data-selection');
  });

  it('draws the identifiers the editor shows into the export and the report, escaped', () => {
    const svg = renderSvg({ elements: [point('idf', { tag: 'IDF-1' }), point('ap', { id: 'a', tag: 'AP <lobby>' })] }, 'site-map');
    expect(svg).toContain('>IDF-1</text>');
    expect(svg).toContain('>AP &lt;lobby&gt;</text>');
  });

  it('labels the same types differently per editor', () => {
    const doc = { elements: [point('mdf')] };
    expect(renderSvg(doc, 'site-map')).toContain('>MDF</text>');
    expect(renderSvg(doc, 'floor-plan')).toContain('>MC</text>');
  });

  it('sizes the svg element when asked and paints an opaque backdrop', () => {
    const svg = renderSvg({ elements: [] }, 'site-map', { width: 1000, height: 750, backgroundColor: '#ffffff' });
    expect(svg).toContain('width="1000" height="750"');
    expect(svg).toContain('<rect x="0" y="0" width="2000" height="1500" fill="#ffffff"/>');
  });
});

describe('on screen', () => {
  it('scales a marker drawn below the least on-screen radius about its centre; exports draw it as stored', () => {
    // A phone at the fitted zoom: about 5.66 units a pixel, the marker 14 px round.
    // Scale 14 * 5.66 / 24 = 3.30 about (400, 300): x' = 3.30 x - 920.67.
    expect(screenAdjustment(point('idf'), 'site-map', 5.66)).toEqual({ scale: { k: expect.closeTo(3.3, 2) as number, cx: 400, cy: 300 } });
    // The shapes keep the stored radius: what the PNG export and the report draw.
    expect(describeElement(point('idf'), 'site-map')[0]!.attrs.r).toBe(24);
    expect(screenAdjustment(point('idf'), 'site-map', 0.5)).toEqual({});
    expect(screenAdjustment(point('idf'), 'site-map', undefined)).toEqual({});
  });

  it('widens a thin run on screen and leaves a wide one', () => {
    const run: MarkupElement = { id: 'c', type: 'conduit', x: 0, y: 0, x2: 100, y2: 0, strokeWidth: 3 };
    expect(screenAdjustment(run, 'site-map', 4)).toMatchObject({ runWidth: 12 });
    expect(screenAdjustment({ ...run, strokeWidth: 20 }, 'site-map', 1)).toEqual({});
  });

  it('rings a selection clear of the identifier beneath the marker, at every zoom', () => {
    for (const [radius, unitsPerPixel] of [[24, 5.66], [24, 2.15], [32, 2.15], [24, 0.5], [64, 4]] as const) {
      const marker = point('idf', { radius, tag: 'IDF-1' });
      const [circle, , tag] = describeElement(marker, 'site-map');
      const [ring] = describeSelection(marker, 'site-map', unitsPerPixel);
      // On screen, through the group's scale about the centre.
      const scale = Math.max(1, (14 * unitsPerPixel) / radius);
      const tagTop = 300 + (Number(tag!.attrs.y) - 0.75 * Number(tag!.attrs['font-size']) - 300) * scale;
      const ringBottom = Number(circle!.attrs.cy) + Number(ring!.attrs.r) + Number(ring!.attrs['stroke-width']) / 2;
      expect(tagTop, `radius ${radius} at ${unitsPerPixel} units a pixel`).toBeGreaterThan(ringBottom);
    }
  });

  it('rings a selection around the marker as drawn, and sizes the conduit preview for the screen', () => {
    const [ring] = describeSelection(point('ap'), 'site-map', 5);
    expect(ring!.attrs.r).toBe(14 * 5 + 3 * 5);
    const [line] = describeConduitPreview({ x: 0, y: 0 }, { x: 10, y: 0 }, 3, 5);
    expect(line!.attrs['stroke-width']).toBe(15);
  });
});

describe('runs of several segments and their lengths (issue 14)', () => {
  const run: MarkupElement = { id: 'r', type: 'conduit', x: 100, y: 100, x2: 400, y2: 100, points: [{ x: 100, y: 100 }, { x: 400, y: 100 }] };
  // A three-segment run: 300 + 400 + 300 = 1000 canvas units.
  const threeSegments: MarkupElement = {
    id: 'r3',
    type: 'conduit',
    x: 100,
    y: 100,
    x2: 700,
    y2: 500,
    strokeWidth: 4,
    points: [
      { x: 100, y: 100 },
      { x: 400, y: 100 },
      { x: 400, y: 500 },
      { x: 700, y: 500 },
    ],
  };

  it('draws a run with more than two vertices as one round-joined polyline through them all', () => {
    const [shape] = describeElement(threeSegments, 'floor-plan');
    expect(shape).toEqual({
      kind: 'polyline',
      attrs: { points: '100,100 400,100 400,500 700,500', fill: 'none', stroke: ELEMENT_COLORS.conduit, 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    });
    expect(shapeToSvg(shape!)).toBe(
      '<polyline points="100,100 400,100 400,500 700,500" fill="none" stroke="#f97316" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
    );
    // Two vertices are still the spec's line.
    expect(describeElement(run, 'floor-plan')[0]!.kind).toBe('line');
  });

  it('writes a scaled run’s length in feet at the point halfway along it, and nothing without a scale', () => {
    expect(describeElement(threeSegments, 'floor-plan')).toHaveLength(1);
    expect(describeElement(threeSegments, 'floor-plan', null)).toHaveLength(1);
    // 0.05 ft a unit: 1000 units are 50 ft; halfway along (500 units) is (400, 300).
    const [, card, label] = describeElement(threeSegments, 'floor-plan', 0.05);
    expect(label).toMatchObject({ kind: 'text', text: '50.0 ft', attrs: { x: 400, 'text-anchor': 'middle', 'font-size': RUN_LENGTH_FONT_SIZE } });
    expect(Number(label!.attrs.y)).toBeCloseTo(300 + RUN_LENGTH_FONT_SIZE * 0.36, 2);
    // On a white card centred there, a little wider than the text (2.9 em for '50.0 ft').
    expect(card).toMatchObject({ kind: 'rect', attrs: { fill: '#ffffff' } });
    const width = Number(card!.attrs.width);
    expect(Number(card!.attrs.x) + width / 2).toBeCloseTo(400, 1);
    expect(Number(card!.attrs.y) + Number(card!.attrs.height) / 2).toBeCloseTo(300, 1);
    expect(width).toBeGreaterThan(3.2 * RUN_LENGTH_FONT_SIZE);
    expect(width).toBeLessThan(4 * RUN_LENGTH_FONT_SIZE);
    // To 0.1 ft, thousands grouped.
    expect(describeElement(threeSegments, 'site-map', 1.23456)[2]).toMatchObject({ text: '1,234.6 ft' });
  });

  it('rings every vertex of a selected run', () => {
    expect(describeSelection(threeSegments, 'floor-plan').map((ring) => [ring.attrs.cx, ring.attrs.cy])).toEqual([
      [100, 100],
      [400, 100],
      [400, 500],
      [700, 500],
    ]);
  });

  it('on screen, grows a run’s length label about the run’s middle, not the run', () => {
    // A phone: 5 units a pixel, the 22-unit label would be 4.4 px; grown to 11 px (x2.5) about (400, 300).
    expect(screenAdjustment(threeSegments, 'floor-plan', 5)).toEqual({ runWidth: 15, labelScale: { k: 2.5, cx: 400, cy: 300 } });
    expect(screenAdjustment(threeSegments, 'floor-plan', 1)).toEqual({});
  });

  it('draws the length label into the export and the report alike, with the scale bar', () => {
    const svg = renderSvg({ elements: [threeSegments], scale: 0.05 }, 'floor-plan');
    expect(svg).toContain('>50.0 ft</text>');
    expect(svg).toContain('<g data-scale-bar="true">');
    expect(svg).toContain('>20 ft</text>');
    const unscaled = renderSvg({ elements: [threeSegments] }, 'floor-plan');
    expect(unscaled).not.toContain(' ft</text>');
    expect(unscaled).not.toContain('data-scale-bar');
  });
});

describe('the scale bar', () => {
  it('picks a round length spanning about a fifth of the canvas width', () => {
    // feet per unit → the bar's feet, its share of the 2000-unit width within 13-32%.
    const cases: [number, number][] = [
      [0.05, 20], // 400 units
      [0.1, 50], // 500 units
      [0.03, 10], // 333 units
      [0.0125, 5], // 400 units
      [1, 500], // 500 units
      [0.25, 100], // 400 units
      [0.5, 200], // 400 units
      [0.0025, 1], // 400 units
      [0.005, 2], // 400 units
      [0.0005, 0.2],
      [3, 1000],
    ];
    for (const [scale, feet] of cases) {
      expect(scaleBarFeet(scale), `${scale} ft a unit`).toBe(feet);
      const share = feet / scale / 2000;
      expect(share).toBeGreaterThanOrEqual(0.13);
      expect(share).toBeLessThanOrEqual(0.32);
    }
    for (let scale = 0.001; scale < 100; scale *= 1.37) {
      const share = scaleBarFeet(scale) / scale / 2000;
      expect(share, `${scale}`).toBeGreaterThan(0.12);
      expect(share, `${scale}`).toBeLessThan(0.33);
    }
    expect(scaleBarOf(0.05)).toEqual({ feet: 20, length: 400, label: '20 ft' });
    expect(scaleBarOf(3)?.label).toBe('1,000 ft');
    expect(scaleBarOf(null)).toBeNull();
    expect(scaleBarOf(0)).toBeNull();
  });

  it('is drawn bottom left: a card, the bar of its length with end ticks, its label centred above', () => {
    const shapes = describeScaleBar(0.05);
    expect(shapes.map((shape) => shape.kind)).toEqual(['rect', 'line', 'line', 'line', 'text']);
    const [card, bar, leftTick, rightTick, label] = shapes;
    expect(bar!.attrs).toMatchObject({ x1: 40, x2: 440 });
    expect(bar!.attrs.y1).toBe(bar!.attrs.y2);
    expect(Number(bar!.attrs.y1)).toBeGreaterThan(1400);
    expect(leftTick!.attrs.x1).toBe(40);
    expect(rightTick!.attrs.x1).toBe(440);
    expect(label).toMatchObject({ kind: 'text', text: '20 ft', attrs: { x: 240, 'text-anchor': 'middle' } });
    expect(Number(label!.attrs.y)).toBeLessThan(Number(bar!.attrs.y1));
    expect(Number(card!.attrs.x)).toBeLessThan(40);
    expect(Number(card!.attrs.y) + Number(card!.attrs.height)).toBeLessThanOrEqual(1500);
    expect(describeScaleBar(null)).toEqual([]);
  });

  it('on screen keeps its length and grows its label and strokes to a readable size', () => {
    const onPhone = describeScaleBar(0.05, 5);
    expect(onPhone[1]!.attrs).toMatchObject({ x1: 40, x2: 440 });
    expect(onPhone[4]!.attrs['font-size']).toBe(55);
    expect(Number(onPhone[1]!.attrs['stroke-width'])).toBe(15);
    // Where the stored size reads already, it is the export's.
    expect(describeScaleBar(0.05, 1)[4]!.attrs['font-size']).toBe(28);
  });

  it('is drawn in the export over the elements, and the scale line preview has both ends', () => {
    const svg = renderSvg({ elements: [point('ap')], scale: 0.05 }, 'site-map');
    expect(svg.indexOf('data-scale-bar')).toBeGreaterThan(svg.indexOf('data-element-id'));
    expect(describeMeasurePreview({ x: 0, y: 0 }, { x: 100, y: 0 }, 2).map((shape) => shape.kind)).toEqual(['line', 'circle', 'circle']);
  });
});

describe('escaping', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(shapeToSvg({ kind: 'text', text: '<', attrs: { x: 1 } })).toBe('<text x="1">&lt;</text>');
  });
});

describe('screen scales written into the shapes', () => {
  // What a transform matrix(k 0 0 k cx(1-k) cy(1-k)) would draw, computed point by point.
  const about = { k: 2.5, cx: 400, cy: 300 };
  const mapped = (x: number, y: number) => [about.cx + (x - about.cx) * about.k, about.cy + (y - about.cy) * about.k];

  it('scales a marker about its centre: the circle keeps its centre, its radius and stroke grow, its labels move out', () => {
    const shapes = adjustShapes(describeElement({ ...point('idf'), tag: 'IDF-1' }, 'site-map'), { scale: { k: 2.5, cx: 400, cy: 300 } });
    const stored = describeElement({ ...point('idf'), tag: 'IDF-1' }, 'site-map');
    expect(shapes[0]!.attrs).toMatchObject({ cx: 400, cy: 300, r: (stored[0]!.attrs.r as number) * 2.5 });
    expect(shapes[0]!.attrs['stroke-width']).toBeCloseTo((stored[0]!.attrs['stroke-width'] as number) * 2.5, 1);
    const tag = shapes.at(-1)!;
    const storedTag = stored.at(-1)!;
    expect([tag.attrs.x, tag.attrs.y]).toEqual(mapped(storedTag.attrs.x as number, storedTag.attrs.y as number).map((v) => Number(v.toFixed(2))));
    expect(tag.attrs['font-size']).toBeCloseTo((storedTag.attrs['font-size'] as number) * 2.5, 1);
  });

  it('scales a polyline point by point and a dash pattern by its lengths', () => {
    const [line] = adjustShapes([{ kind: 'polyline', attrs: { points: '100,100 400,100 400,500', 'stroke-dasharray': '8 6' } }], { scale: about });
    expect(line!.attrs.points).toBe([mapped(100, 100), mapped(400, 100), mapped(400, 500)].map(([x, y]) => `${x},${y}`).join(' '));
    expect(line!.attrs['stroke-dasharray']).toBe('20 15');
  });

  it('scales only a run’s length label, not the run', () => {
    const run: MarkupElement = { id: 'r', type: 'conduit', x: 100, y: 100, x2: 700, y2: 500, strokeWidth: 4 };
    const shapes = adjustShapes(describeElement(run, 'floor-plan', 0.1), { labelScale: about });
    const stored = describeElement(run, 'floor-plan', 0.1);
    expect(shapes[0]).toEqual(stored[0]);
    const label = shapes.find((shape) => shape.kind === 'rect')!;
    const storedLabel = stored.find((shape) => shape.kind === 'rect')!;
    expect(label.attrs.width).toBeCloseTo((storedLabel.attrs.width as number) * 2.5, 1);
  });
});
