import { useRef, type ReactNode } from 'react';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import type { EditorKind } from '../../../../common/markup/constants';
import { IDENTITY_VIEWPORT, zoomAt } from '../../../../common/markup/geometry';
import {
  describeBackground,
  describeConduitPreview,
  describeElement,
  describeSelection,
  type MarkupBackground,
} from '../../../../common/markup/render-svg';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../common/markup/schema';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCanvasGestures } from '../hooks/use-canvas-gestures';
import { useEditorState } from '../hooks/use-editor-store';
import { useFitSize } from '../hooks/use-fit-size';
import type { EditorStore } from '../model/editor-state';
import { ElementLayer, SvgShape, SvgShapes } from './svg-shape';

const CENTRE = { x: CANVAS_WIDTH / 2, y: CANVAS_HEIGHT / 2 };

/**
 * The drawing: an SVG whose viewBox is the 2000x1500 canvas, fitted at 4:3 into the space it
 * gets. Layers, bottom up: white, background, every element (memoised), the element being
 * dragged, the selection ring, the conduit preview.
 */
export function MarkupCanvas({
  store,
  kind,
  background,
  label,
  overlay,
  disabled = false,
}: {
  store: EditorStore;
  kind: EditorKind;
  background: MarkupBackground | null;
  label: string;
  /** Drawn over the canvas without taking pointer input (placeholders, loading). */
  overlay?: ReactNode;
  /** Takes no input (the drawing is still loading and would replace what is drawn). */
  disabled?: boolean;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useFitSize(containerRef, CANVAS_WIDTH / CANVAS_HEIGHT);
  useCanvasGestures(svgRef, store);

  const history = useEditorState(store, (s) => s.history);
  const drag = useEditorState(store, (s) => s.drag);
  const selectionId = useEditorState(store, (s) => s.selectionId);
  const viewport = useEditorState(store, (s) => s.viewport);
  const conduitStart = useEditorState(store, (s) => s.conduitStart);
  const pointer = useEditorState(store, (s) => s.pointer);
  const conduitWidth = useEditorState(store, (s) => s.conduitWidth);
  const tool = useEditorState(store, (s) => s.tool);

  // While dragging, the layer keeps the list from before the drag so it is not drawn again.
  const layerElements = history.transactionBase ?? history.present;
  const dragged = drag ? history.present.find((e) => e.id === drag.id) : undefined;
  const selected = selectionId ? history.present.find((e) => e.id === selectionId) : undefined;
  const transform = `translate(${viewport.panX} ${viewport.panY}) scale(${viewport.zoom})`;
  const zoomBy = (factor: number) => store.dispatch({ type: 'setViewport', viewport: zoomAt(store.getState().viewport, CENTRE, factor) });

  return (
    <div ref={containerRef} className="relative flex min-h-0 min-w-0 flex-1 items-center justify-center">
      {/* The frame is a ring outside the SVGs, so both share exactly the same box. */}
      <div className="relative rounded-md bg-white shadow-sm ring-1 ring-slate-300" style={{ width: size.width, height: size.height }}>
        <svg
          ref={svgRef}
          viewBox={`0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}`}
          width={size.width}
          height={size.height}
          tabIndex={0}
          role="application"
          aria-label={label}
          aria-roledescription="drawing canvas"
          data-element-count={history.present.length}
          className={cn(
            'block touch-none select-none rounded-md bg-white outline-none',
            'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
            tool === 'select' ? 'cursor-default' : 'cursor-crosshair',
            disabled && 'pointer-events-none opacity-60',
          )}
          aria-disabled={disabled || undefined}
        >
          <g transform={transform}>
            <rect x={0} y={0} width={CANVAS_WIDTH} height={CANVAS_HEIGHT} fill="#ffffff" />
            {background && <SvgShape shape={describeBackground(background)} />}
            <ElementLayer elements={layerElements} kind={kind} hiddenId={drag?.id ?? null} />
          </g>
        </svg>
        {/* What moves while the pointer does sits in an SVG of its own, on its own layer, so a
            drag repaints one element instead of the whole drawing. */}
        <svg
          viewBox={`0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}`}
          width={size.width}
          height={size.height}
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 overflow-hidden rounded-md"
          style={{ willChange: 'transform' }}
        >
          <g transform={transform}>
            {dragged && (
              <g data-dragging-id={dragged.id}>
                <SvgShapes shapes={describeElement(dragged, kind)} />
              </g>
            )}
            {selected && (
              <g data-selection-id={selected.id}>
                <SvgShapes shapes={describeSelection(selected, kind)} />
              </g>
            )}
            {conduitStart && (
              <g data-conduit-preview="true">
                <SvgShapes shapes={describeConduitPreview(conduitStart, pointer ?? conduitStart, conduitWidth)} />
              </g>
            )}
          </g>
        </svg>
        {overlay && <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-4">{overlay}</div>}
        {/* Phones pinch instead; the buttons would cover a third of a small canvas. */}
        <div className="absolute right-2 bottom-2 hidden gap-1 sm:flex">
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
