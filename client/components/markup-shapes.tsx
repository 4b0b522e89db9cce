import { createElement, memo, useMemo } from 'react';
import { adjustShapes, describeElement, screenAdjustment, type ScaleAbout, type ScreenAdjustment, type Shape, type ShapeAttrs } from '../../common/markup/render-svg';
import { EDITOR_CONFIGS, type EditorKind } from '../../common/markup/constants';
import { drawingOrder, isConduit, radiusOf } from '../../common/markup/geometry';
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

export function SvgShape({ shape, runWidth }: { shape: Shape; runWidth?: number | undefined }) {
  const props: Record<string, unknown> = reactProps(shape.attrs);
  // The stored width stays the attribute (what exports draw); the screen's least width is a style over it.
  if (runWidth !== undefined && (shape.kind === 'line' || shape.kind === 'polyline')) props.style = { strokeWidth: runWidth };
  return createElement(shape.kind, props, shape.kind === 'text' ? shape.text : undefined);
}

export function SvgShapes({ shapes, runWidth }: { shapes: readonly Shape[]; runWidth?: number | undefined }) {
  return shapes.map((shape, index) => <SvgShape key={index} shape={shape} runWidth={runWidth} />);
}

/**
 * One element as the editor draws it: the renderer's shapes with the screen adjustment that
 * keeps it readable at this zoom (a marker scaled about its centre, a run widened).
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
    <g {...group}>
      <ElementShapes element={element} kind={kind} scale={scale ?? null} {...flatAdjustment(adjustment)} />
    </g>
  );
}

/** The adjustment as props a memo compares one by one (numbers, not a fresh object per render). */
function flatAdjustment({ scale, runWidth, labelScale }: ScreenAdjustment) {
  return { k: scale?.k, runWidth, labelK: labelScale?.k, labelX: labelScale?.cx, labelY: labelScale?.cy };
}

/**
 * The shapes alone, memoised on the element and its screen scale: a zoom step redraws only the
 * elements whose scale it changes. The scale is written into the shapes' coordinates, never as
 * a transform (see ScreenAdjustment).
 */
const ElementShapes = memo(function ElementShapes({
  element,
  kind,
  scale,
  k,
  runWidth,
  labelK,
  labelX,
  labelY,
}: {
  element: MarkupElement;
  kind: EditorKind;
  scale: number | null;
  k: number | undefined;
  runWidth: number | undefined;
  labelK: number | undefined;
  labelX: number | undefined;
  labelY: number | undefined;
}) {
  const markerScale: ScaleAbout | undefined = k === undefined ? undefined : { k, cx: element.x, cy: element.y };
  const labelScale: ScaleAbout | undefined = labelK === undefined ? undefined : { k: labelK, cx: labelX!, cy: labelY! };
  const shapes = adjustShapes(describeElement(element, kind, scale), { ...(markerScale && { scale: markerScale }), ...(labelScale && { labelScale }) });
  return <SvgShapes shapes={shapes} runWidth={runWidth} />;
});

/**
 * One element's group. Memoised on the element object and its screen adjustment: the history
 * shares unchanged elements between versions, so an edit re-renders only the elements it
 * touched, and a zoom step only the elements whose scale it changes.
 */
const ElementShape = memo(function ElementShape({
  element,
  kind,
  scale,
  hidden,
  ...adjustment
}: {
  element: MarkupElement;
  kind: EditorKind;
  scale: number | null;
  hidden: boolean;
} & ReturnType<typeof flatAdjustment>) {
  return (
    <g
      data-element-id={element.id}
      data-element-type={element.type}
      // The marker's stored radius (what is saved and exported): on screen it may be drawn larger.
      data-radius={isConduit(element) ? undefined : radiusOf(element, EDITOR_CONFIGS[kind])}
      visibility={hidden ? 'hidden' : undefined}
    >
      <ElementShapes element={element} kind={kind} scale={scale} {...adjustment} />
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
          {...flatAdjustment(screenAdjustment(element, kind, unitsPerPixel))}
        />
      ))}
    </g>
  );
});
