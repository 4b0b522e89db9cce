import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import type { EditorKind } from '../../../../common/markup/constants';
import { IDENTITY_VIEWPORT, zoomAt } from '../../../../common/markup/geometry';
import { pinAt } from '../../../../common/markup/pins';
import {
  describeBackground,
  describeConduitPreview,
  describeMeasurePreview,
  describeScaleBar,
  describeSelection,
  type MarkupBackground,
} from '../../../../common/markup/render-svg';
import { runPoints } from '../../../../common/markup/geometry';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../common/markup/schema';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCanvasGestures, type PinTarget } from '../hooks/use-canvas-gestures';
import { useEditorState } from '../hooks/use-editor-store';
import { useFitSize } from '../hooks/use-fit-size';
import { extendingRun, inCanvasMode, measuringScale, typicalBeneath, typicalHidden, unitsPerPixelOf, viewBoundsOf, type EditorStore } from '../model/editor-state';
import { ElementLayer, ScreenElement, SvgShape, SvgShapes } from '../../../components/markup-shapes';
import type { EditorPin } from '../model/photo-pins';
import { PinLayer } from './pin-layer';
import { CheckMarks } from './check-marks';
import type { CheckSeverity } from '../../../../common/markup/checks/types';

const CENTRE = { x: CANVAS_WIDTH / 2, y: CANVAS_HEIGHT / 2 };
const VIEW_BOX = `0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}`;

/**
 * The drawing: an SVG whose viewBox is the 2000x1500 canvas. On a wide screen it is the framed
 * 4:3 sheet; on a phone held upright it fills the space and the sheet sits fitted inside it
 * (fitCanvas). Layers, bottom up: the sheet, background, every element (memoised, runs beneath
 * points), the scale bar, the photo pins (not part of the drawing), the element being dragged,
 * the selection ring, the previews (a conduit, a run's next segment, the scale line).
 */
export function MarkupCanvas({
  store,
  kind,
  background,
  label,
  overlay,
  disabled = false,
  pins,
  onOpenPin,
  checkMarks,
}: {
  store: EditorStore;
  kind: EditorKind;
  background: MarkupBackground | null;
  label: string;
  /** Drawn over the canvas without taking pointer input (placeholders, loading). */
  overlay?: ReactNode;
  /** Takes no input (the drawing is still loading and would replace what is drawn). */
  disabled?: boolean;
  /** Photos pinned on the plan, drawn over the drawing (not part of it); a tap opens one. */
  pins?: readonly EditorPin[] | undefined;
  onOpenPin?: ((pinId: string) => void) | undefined;
  /** The elements the standards checks found something on, and how bad (issue 28). */
  checkMarks?: ReadonlyMap<string, CheckSeverity> | undefined;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const fit = useFitSize(containerRef);
  const pinTarget = useRef<PinTarget | null>(null);
  useCanvasGestures(svgRef, store, pinTarget);
  useEffect(() => {
    if (fit.width > 0 && fit.height > 0) store.dispatch({ type: 'setScreen', size: { width: fit.width, height: fit.height } });
  }, [store, fit.width, fit.height]);

  const history = useEditorState(store, (s) => s.history);
  const drag = useEditorState(store, (s) => s.drag);
  const selectionId = useEditorState(store, (s) => s.selectionId);
  const viewport = useEditorState(store, (s) => s.viewport);
  const unitsPerPixel = useEditorState(store, unitsPerPixelOf);
  const conduitStart = useEditorState(store, (s) => s.conduitStart);
  const pointer = useEditorState(store, (s) => s.pointer);
  const conduitWidth = useEditorState(store, (s) => s.conduitWidth);
  const tool = useEditorState(store, (s) => s.tool);
  const scale = useEditorState(store, measuringScale);
  const calibration = useEditorState(store, (s) => s.calibration);
  const extending = useEditorState(store, extendingRun);
  const typical = useEditorState(store, (s) => s.typical);
  // The typical plan beneath (DESIGN §15): derived from the store's parts, so memoised here.
  // While dragging, the layer keeps the list from before the drag so it is not drawn again.
  const layerElements = history.transactionBase ?? history.present;
  const typicalElements = useMemo(() => typicalBeneath(typical, layerElements), [typical, layerElements]);
  const markedElements = useMemo(() => [...typicalElements, ...layerElements], [typicalElements, layerElements]);
  const hiddenElements = useMemo(() => typicalHidden({ typical }), [typical]);
  const canvasMode = useEditorState(store, inCanvasMode);
  // The gestures hit-test the pins as drawn now (their size follows the zoom).
  useEffect(() => {
    pinTarget.current =
      pins && pins.length > 0 && onOpenPin ? { at: (point, slop) => pinAt(pins, point, unitsPerPixel, slop)?.id ?? null, open: onOpenPin } : null;
  }, [pins, onOpenPin, unitsPerPixel]);

  const dragged = drag ? history.present.find((e) => e.id === drag.id) : undefined;
  const selected = selectionId ? (history.present.find((e) => e.id === selectionId) ?? typical?.elements.find((e) => e.id === selectionId)) : undefined;
  // A drag moves the element as it was when the drag began, by a CSS translation of a layer of
  // its own: the browser moves a composited layer instead of repainting and re-layering a
  // drawing of thousands of elements on every frame (issue 26).
  const dragBase = drag && history.transactionBase ? history.transactionBase.find((e) => e.id === drag.id) : undefined;
  const moving = dragged && dragBase ? { base: dragBase, ...dragOffsetPx(dragged, dragBase, viewport.zoom, fit) } : null;
  const transform = `translate(${viewport.panX} ${viewport.panY}) scale(${viewport.zoom})`;
  const zoomBy = (factor: number) => {
    const state = store.getState();
    store.dispatch({ type: 'setViewport', viewport: zoomAt(state.viewport, CENTRE, factor, viewBoundsOf(state)) });
  };

  return (
    <div ref={containerRef} className="relative flex min-h-0 min-w-0 flex-1 items-center justify-center lg:px-3 lg:pt-1.5 lg:pb-3">
      {/* The frame is a ring outside the SVGs, so both share exactly the same box. */}
      <div
        className={cn('relative', fit.framed ? 'rounded-md bg-white shadow-sm ring-1 ring-slate-300' : 'bg-slate-200/70')}
        style={{ width: fit.width, height: fit.height }}
        data-canvas-fit={fit.framed ? 'framed' : 'filled'}
      >
        <svg
          ref={svgRef}
          viewBox={VIEW_BOX}
          width={fit.width}
          height={fit.height}
          tabIndex={0}
          role="application"
          aria-label={label}
          aria-roledescription="drawing canvas"
          data-element-count={history.present.length}
          className={cn(
            'block touch-none overflow-hidden outline-none select-none',
            fit.framed && 'rounded-md',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
            tool === 'select' && !canvasMode ? 'cursor-default' : 'cursor-crosshair',
            disabled && 'pointer-events-none opacity-60',
          )}
          aria-disabled={disabled || undefined}
          // The still drawing is a layer of its own, contained: what moves above it (a drag, the
          // previews) repaints neither it nor its thousands of elements' properties.
          style={{ contain: 'strict', willChange: 'transform' }}
        >
          <g transform={transform}>
            <rect
              data-canvas-paper=""
              x={0}
              y={0}
              width={CANVAS_WIDTH}
              height={CANVAS_HEIGHT}
              fill="#ffffff"
              stroke={fit.framed ? 'none' : '#94a3b8'}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
            {background && <SvgShape shape={describeBackground(background)} />}
            {typical && (
              <>
                {/* Hidden in this unit: barely there, so it can be picked and shown again. */}
                <g opacity={0.15} data-typical-hidden-count={hiddenElements.length}>
                  <ElementLayer elements={hiddenElements} kind={kind} hiddenId={null} unitsPerPixel={unitsPerPixel} scale={scale} layer="typical-hidden" />
                </g>
                {/* The typical plan as this unit has it: lighter than the unit's own drawing. */}
                <g opacity={0.5} data-typical-count={typicalElements.length}>
                  <ElementLayer elements={typicalElements} kind={kind} hiddenId={drag?.id ?? null} unitsPerPixel={unitsPerPixel} scale={scale} layer="typical" />
                </g>
              </>
            )}
            {checkMarks && <CheckMarks marks={checkMarks} elements={markedElements} kind={kind} unitsPerPixel={unitsPerPixel} hiddenId={drag?.id ?? null} />}
            <ElementLayer elements={layerElements} kind={kind} hiddenId={drag?.id ?? null} unitsPerPixel={unitsPerPixel} scale={scale} />
            {scale !== null && (
              <g data-scale-bar="true">
                <SvgShapes shapes={describeScaleBar(scale, unitsPerPixel)} />
              </g>
            )}
          </g>
        </svg>
        {pins && pins.length > 0 && onOpenPin && (
          <PinLayer
            pins={pins}
            transform={transform}
            unitsPerPixel={unitsPerPixel}
            width={fit.width}
            height={fit.height}
            framed={fit.framed}
            onOpen={onOpenPin}
          />
        )}
        {/* What moves while the pointer does sits in an SVG of its own, on its own layer, so a
            drag repaints one element instead of the whole drawing. */}
        <svg
          viewBox={VIEW_BOX}
          width={fit.width}
          height={fit.height}
          aria-hidden="true"
          className={cn('pointer-events-none absolute inset-0 overflow-hidden', fit.framed && 'rounded-md')}
          style={{ willChange: 'transform' }}
        >
          <g transform={transform}>
            {dragged && !moving && <ScreenElement element={dragged} kind={kind} unitsPerPixel={unitsPerPixel} scale={scale} data-dragging-id={dragged.id} />}
            {selected && !(moving && selected.id === moving.base.id) && (
              <g data-selection-id={selected.id}>
                <SvgShapes shapes={describeSelection(selected, kind, unitsPerPixel)} />
              </g>
            )}
            {conduitStart && (
              <g data-conduit-preview="true">
                <SvgShapes shapes={describeConduitPreview(conduitStart, pointer ?? conduitStart, conduitWidth, unitsPerPixel)} />
              </g>
            )}
            {extending && pointer && (
              <g data-run-preview="true">
                <SvgShapes shapes={describeConduitPreview(runPoints(extending).at(-1)!, pointer, conduitWidth, unitsPerPixel)} />
              </g>
            )}
            {calibration?.from && (
              <g data-scale-line="true">
                <SvgShapes shapes={describeMeasurePreview(calibration.from, calibration.to ?? pointer ?? calibration.from, unitsPerPixel)} />
              </g>
            )}
          </g>
        </svg>
        {moving && (
          <div className={cn('pointer-events-none absolute inset-0 overflow-hidden', fit.framed && 'rounded-md')} aria-hidden="true">
            <svg
              viewBox={VIEW_BOX}
              width={fit.width}
              height={fit.height}
              className="absolute inset-0 overflow-visible"
              style={{ transform: `translate(${moving.x}px, ${moving.y}px)`, willChange: 'transform' }}
              data-drag-layer=""
            >
              <g transform={transform}>
                <ScreenElement element={moving.base} kind={kind} unitsPerPixel={unitsPerPixel} scale={scale} data-dragging-id={moving.base.id} />
                {selected?.id === moving.base.id && (
                  <g data-selection-id={moving.base.id}>
                    <SvgShapes shapes={describeSelection(moving.base, kind, unitsPerPixel)} />
                  </g>
                )}
              </g>
            </svg>
          </div>
        )}
        {overlay && <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-4">{overlay}</div>}
        <div className="absolute right-2 bottom-2 flex gap-1.5">
          <Button variant="outline" size="icon" className="bg-card/90" aria-label="Zoom in" title="Zoom in (Ctrl + wheel)" onClick={() => zoomBy(1.5)}>
            <ZoomIn aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" className="bg-card/90" aria-label="Zoom out" title="Zoom out" onClick={() => zoomBy(1 / 1.5)} disabled={viewport.zoom <= 1}>
            <ZoomOut aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="bg-card/90"
            aria-label="Fit to screen"
            title="Fit to screen"
            onClick={() => store.dispatch({ type: 'setViewport', viewport: IDENTITY_VIEWPORT })}
            disabled={viewport.zoom <= 1}
          >
            <Maximize aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * How far a dragged element has moved since the drag began, in screen pixels: the canvas's
 * viewBox fitted into the box (the SVG's default xMidYMid meet), times the zoom.
 */
function dragOffsetPx(now: { x: number; y: number }, base: { x: number; y: number }, zoom: number, box: { width: number; height: number }) {
  const pixelsPerUnit = Math.min(box.width / CANVAS_WIDTH, box.height / CANVAS_HEIGHT) * zoom;
  return { x: (now.x - base.x) * pixelsPerUnit, y: (now.y - base.y) * pixelsPerUnit };
}
