import { createElement, memo } from 'react';
import { describeElement, type Shape, type ShapeAttrs } from '../../../../common/markup/render-svg';
import type { EditorKind } from '../../../../common/markup/constants';
import type { MarkupElement } from '../../../../common/markup/schema';

// The renderer's shape descriptors, mapped 1:1 to React's SVG elements: the same attributes
// the SVG string writes, in React's camelCase names.

const REACT_NAMES: Record<string, string> = {};

function reactName(name: string): string {
  let known = REACT_NAMES[name];
  if (known === undefined) {
    known = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    REACT_NAMES[name] = known;
  }
  return known;
}

export function reactProps(attrs: ShapeAttrs): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attrs)) props[reactName(name)] = value;
  return props;
}

export function SvgShape({ shape }: { shape: Shape }) {
  return createElement(shape.kind, reactProps(shape.attrs), shape.kind === 'text' ? shape.text : undefined);
}

export function SvgShapes({ shapes }: { shapes: readonly Shape[] }) {
  return shapes.map((shape, index) => <SvgShape key={index} shape={shape} />);
}

/**
 * One element's group. Memoised on the element object: the history shares unchanged elements
 * between versions, so an edit re-renders only the elements it touched.
 */
export const ElementShape = memo(function ElementShape({
  element,
  kind,
  hidden,
}: {
  element: MarkupElement;
  kind: EditorKind;
  hidden: boolean;
}) {
  return (
    <g data-element-id={element.id} data-element-type={element.type} visibility={hidden ? 'hidden' : undefined}>
      <SvgShapes shapes={describeElement(element, kind)} />
    </g>
  );
});

/**
 * Every element, memoised as a whole: during a drag the layer keeps the list from before the
 * drag (with the dragged element hidden) and is not rendered again until the drag ends.
 */
export const ElementLayer = memo(function ElementLayer({
  elements,
  kind,
  hiddenId,
}: {
  elements: readonly MarkupElement[];
  kind: EditorKind;
  hiddenId: string | null;
}) {
  return (
    <g data-layer="elements">
      {elements.map((element) => (
        <ElementShape key={element.id} element={element} kind={kind} hidden={element.id === hiddenId} />
      ))}
    </g>
  );
});
