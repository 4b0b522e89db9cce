import { createElement, memo, useMemo } from 'react';
import { describeElement, screenAdjustment, type ScreenAdjustment, type Shape, type ShapeAttrs } from '../../common/markup/render-svg';
import type { EditorKind } from '../../common/markup/constants';
import { drawingOrder } from '../../common/markup/geometry';
import type { MarkupElement } from '../../common/markup/schema';

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

export function SvgShape({ shape, runWidth, labelTransform }: { shape: Shape; runWidth?: number | undefined; labelTransform?: string | undefined }) {
  const props: Record<string, unknown> = reactProps(shape.attrs);
  // The stored width stays the attribute (what exports draw); the screen's least width is a style over it.
  if (runWidth !== undefined && (shape.kind === 'line' || shape.kind === 'polyline')) props.style = { strokeWidth: runWidth };
  // A run's length label (its card and text) grows on screen about the run's middle; the run itself does not.
  if (labelTransform !== undefined && (shape.kind === 'text' || shape.kind === 'rect')) props.transform = labelTransform;
  return createElement(shape.kind, props, shape.kind === 'text' ? shape.text : undefined);
}

export function SvgShapes({ shapes, runWidth, labelTransform }: { shapes: readonly Shape[]; runWidth?: number | undefined; labelTransform?: string | undefined }) {
  return shapes.map((shape, index) => <SvgShape key={index} shape={shape} runWidth={runWidth} labelTransform={labelTransform} />);
}

/**
 * One element as the editor draws it: the renderer's shapes in a group that carries the screen
 * adjustment keeping it readable at this zoom (a marker scaled about its centre, a run widened).
 */
export function ScreenElement({
  element,
  kind,
  unitsPerPixel,
  scale,
  ...group
}: {
  element: MarkupElement;
  kind: EditorKind;
  unitsPerPixel: number | undefined;
  /** Feet per canvas unit: runs show their length (null: not scaled). */
  scale?: number | null | undefined;
} & Record<`data-${string}`, string>) {
  const adjustment = screenAdjustment(element, kind, unitsPerPixel);
  return (
    <g {...group} transform={adjustment.transform}>
      <ElementShapes element={element} kind={kind} scale={scale ?? null} runWidth={adjustment.runWidth} labelTransform={adjustment.labelTransform} />
    </g>
  );
}

/** The shapes alone, memoised apart from the group: a zoom step changes a marker's transform, not its shapes. */
const ElementShapes = memo(function ElementShapes({
  element,
  kind,
  scale,
  runWidth,
  labelTransform,
}: {
  element: MarkupElement;
  kind: EditorKind;
  scale: number | null;
  runWidth: number | undefined;
  labelTransform: string | undefined;
}) {
  return <SvgShapes shapes={describeElement(element, kind, scale)} runWidth={runWidth} labelTransform={labelTransform} />;
});

/**
 * One element's group. Memoised on the element object and its screen adjustment: the history
 * shares unchanged elements between versions, so an edit re-renders only the elements it
 * touched, and a zoom step only the groups whose transform or width it changes.
 */
const ElementShape = memo(function ElementShape({
  element,
  kind,
  scale,
  hidden,
  transform,
  runWidth,
  labelTransform,
}: {
  element: MarkupElement;
  kind: EditorKind;
  scale: number | null;
  hidden: boolean;
} & ScreenAdjustment) {
  return (
    <g data-element-id={element.id} data-element-type={element.type} visibility={hidden ? 'hidden' : undefined} transform={transform}>
      <ElementShapes element={element} kind={kind} scale={scale} runWidth={runWidth} labelTransform={labelTransform} />
    </g>
  );
});

/**
 * Every element in drawing order (runs beneath points), memoised as a whole: during a drag the
 * layer keeps the list from before the drag (with the dragged element hidden) and is not
 * rendered again until the drag ends.
 */
export const ElementLayer = memo(function ElementLayer({
  elements,
  kind,
  hiddenId,
  unitsPerPixel,
  scale = null,
  layer = 'elements',
}: {
  elements: readonly MarkupElement[];
  kind: EditorKind;
  hiddenId: string | null;
  unitsPerPixel: number | undefined;
  /** Feet per canvas unit: runs show their length (null: not scaled). */
  scale?: number | null;
  /** What the layer is, for tests and tools: the drawing's own elements, or a typical plan's beneath a unit's (DESIGN §15). */
  layer?: 'elements' | 'typical' | 'typical-hidden';
}) {
  const ordered = useMemo(() => drawingOrder(elements), [elements]);
  return (
    <g data-layer={layer}>
      {ordered.map((element) => (
        <ElementShape
          key={element.id}
          element={element}
          kind={kind}
          scale={scale}
          hidden={element.id === hiddenId}
          {...screenAdjustment(element, kind, unitsPerPixel)}
        />
      ))}
    </g>
  );
});
