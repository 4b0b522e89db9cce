import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  describeBackground,
  describeConduitPreview,
  describeElement,
  describeSelection,
  shapeToSvg,
  type Shape,
} from '../../common/markup/render-svg';
import { MARKUP_ELEMENT_TYPES, type MarkupElement } from '../../common/markup/schema';
import { ElementLayer, SvgShapes } from './markup-shapes';

// The editor draws through the same descriptors as the SVG string (PNG export, report): this
// checks that the React mapping writes exactly the markup the string renderer writes.

function reactMarkup(shapes: Shape[]): string {
  return renderToStaticMarkup(<SvgShapes shapes={shapes} />)
    .replace(/<(line|circle|image)([^>]*)><\/\1>/g, '<$1$2/>')
    .replace(/&#x27;/g, '&#39;');
}

function stringMarkup(shapes: Shape[]): string {
  return shapes.map(shapeToSvg).join('');
}

function element(type: (typeof MARKUP_ELEMENT_TYPES)[number]): MarkupElement {
  return type === 'conduit'
    ? { id: 'c', type, x: 10, y: 20, x2: 300, y2: 400, strokeWidth: 5 }
    : { id: type, type, x: 400, y: 300, radius: 24, text: type === 'custom' ? `Gate <B> & "C" 'D'` : undefined };
}

describe('SvgShapes', () => {
  it.each(MARKUP_ELEMENT_TYPES)('draws a %s exactly as the SVG string renderer does', (type) => {
    for (const kind of ['site-map', 'floor-plan'] as const) {
      const shapes = describeElement(element(type), kind);
      expect(reactMarkup(shapes)).toBe(stringMarkup(shapes));
    }
  });

  it('draws selection, conduit preview and background the same way too', () => {
    const all = [
      ...describeSelection(element('ap'), 'site-map'),
      ...describeSelection(element('conduit'), 'site-map'),
      ...describeConduitPreview({ x: 1, y: 2 }, { x: 30, y: 40 }, 3),
      describeBackground({ href: '/api/surveys/x/image?v=a&b', width: 800, height: 600 }),
    ];
    expect(reactMarkup(all)).toBe(stringMarkup(all));
  });
});

describe('ElementLayer', () => {
  const elements: MarkupElement[] = [
    { id: 'p', type: 'idf', x: 400, y: 300, radius: 24 },
    { id: 'c', type: 'conduit', x: 0, y: 300, x2: 800, y2: 300, strokeWidth: 3 },
  ];

  it('draws runs beneath points, and on a small screen widens runs and scales markers over their stored sizes', () => {
    const markup = renderToStaticMarkup(
      <svg>
        <ElementLayer elements={elements} kind="site-map" hiddenId={null} unitsPerPixel={5} />
      </svg>,
    );
    expect(markup.indexOf('data-element-id="c"')).toBeLessThan(markup.indexOf('data-element-id="p"'));
    // The stored width stays the attribute; the drawn one is the style over it.
    expect(markup).toContain('stroke-width="3" stroke-linecap="round" style="stroke-width:15"');
    // The marker's scale is written into its shapes (about its centre), never as a transform per element.
    expect(markup).toMatch(/data-element-id="p" data-element-type="idf" data-radius="24"><circle cx="400" cy="300" r="70"/);
    expect(markup).not.toContain('transform');
  });

  it('draws the stored sizes where they read already', () => {
    const markup = renderToStaticMarkup(
      <svg>
        <ElementLayer elements={elements} kind="site-map" hiddenId={null} unitsPerPixel={0.5} />
      </svg>,
    );
    expect(markup).not.toContain('transform');
    expect(markup).not.toContain('style');
  });
});
