import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  describeBackground,
  describeConduitPreview,
  describeElement,
  describeSelection,
  shapeToSvg,
  type Shape,
} from '../../../../common/markup/render-svg';
import { MARKUP_ELEMENT_TYPES, type MarkupElement } from '../../../../common/markup/schema';
import { SvgShapes } from './svg-shape';

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
