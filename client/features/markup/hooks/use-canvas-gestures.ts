import { useEffect, type RefObject } from 'react';
import {
  canvasUnitsPerPixel,
  fitScale,
  isOnCanvas,
  panBy,
  pinchViewport,
  screenToCanvas,
  screenToViewBox,
  zoomAt,
  type Point,
  type ScreenRect,
  type Viewport,
} from '../../../../common/markup/geometry';
import { followsPointer, inCanvasMode, viewBoundsOf, type EditorStore } from '../model/editor-state';
import { newId } from '../../../lib/new-id';

// Pointer input on the canvas (mouse, pen, touch) turned into editor actions:
//   one pointer, Select tool: press on an element drags it (one undo step), elsewhere pans;
//   one pointer, other tools: a press that does not move is a tap (place, conduit end);
//   Conduit: press-drag-release draws one too, as do two taps;
//   two touch pointers: pinch-zoom and pan (an unfinished drag is abandoned);
//   wheel with Ctrl (and trackpad pinch): zoom at the cursor; plain wheel pans when zoomed;
//   a tap on the space around the sheet (a phone held upright) places nothing;
//   a tap on a photo pin opens its photo, whatever the tool (the pins lie over the drawing), but
//   not while a conduit is being drawn: that tap ends the conduit;
//   while setting the scale or adding points to a run, every tool taps (the mode takes the taps).

/** How far (CSS px) a press may wander and still count as a tap. */
const TAP_SLOP_PX = 8;

/** How much (CSS px) a pointer may miss an element by: fingers are broad, a mouse is exact. */
export function pointerSlopPx(pointerType: string): number {
  if (pointerType === 'touch') return 16;
  if (pointerType === 'pen') return 8;
  return 4;
}

/** The photo pins over the drawing, as the canvas draws them now. */
export interface PinTarget {
  /** The pin under a canvas point (`slop` in canvas units), or null. */
  at: (point: Point, slop: number) => string | null;
  open: (pinId: string) => void;
}

type Gesture =
  | { mode: 'pin'; pointerId: number; start: Point; pinId: string }
  | { mode: 'press'; pointerId: number; start: Point; moved: boolean; startedConduit: boolean }
  | { mode: 'drag'; pointerId: number }
  | { mode: 'pan'; pointerId: number; last: Point }
  | { mode: 'pinch'; start: Viewport; a0: Point; b0: Point; ids: [number, number] }
  | { mode: 'done' };

export function useCanvasGestures(svgRef: RefObject<SVGSVGElement | null>, store: EditorStore, pins?: RefObject<PinTarget | null>) {
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const pointers = new Map<number, Point>();
    let gesture: Gesture | null = null;
    let rect: ScreenRect = svg.getBoundingClientRect();

    const viewport = () => store.getState().viewport;
    const bounds = () => viewBoundsOf(store.getState());
    /** ViewBox units per screen pixel, before the camera. */
    const viewBoxPerPixel = () => {
      const scale = fitScale(rect);
      return scale > 0 ? 1 / scale : 1;
    };
    const toCanvas = (p: Point) => screenToCanvas(p.x, p.y, rect, viewport());
    const toViewBox = (p: Point) => screenToViewBox(p.x, p.y, rect);
    const slop = (pointerType: string) => pointerSlopPx(pointerType) * canvasUnitsPerPixel(rect, viewport());
    const client = (event: PointerEvent | WheelEvent): Point => ({ x: event.clientX, y: event.clientY });
    const tap = (at: Point, pointerType: string) =>
      store.dispatch({ type: 'tap', point: toCanvas(at), slop: slop(pointerType), newId: newId() });
    const onSheet = (at: Point, pointerType: string) => isOnCanvas(toCanvas(at), slop(pointerType));

    function startPinch() {
      const [[idA, a], [idB, b]] = [...pointers.entries()] as [[number, Point], [number, Point]];
      const state = store.getState();
      if (gesture?.mode === 'drag') store.dispatch({ type: 'dragCancel' });
      // A conduit begun by the first finger of a pinch was not meant.
      if (gesture?.mode === 'press' && gesture.startedConduit && state.conduitStart) store.dispatch({ type: 'escape' });
      gesture = { mode: 'pinch', start: store.getState().viewport, a0: toViewBox(a), b0: toViewBox(b), ids: [idA, idB] };
    }

    function onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      rect = svg!.getBoundingClientRect();
      try {
        svg!.setPointerCapture(event.pointerId);
      } catch {
        // A pointer the browser no longer tracks (or a synthetic one) simply is not captured.
      }
      // Keyboard shortcuts work on the canvas once it was touched.
      svg!.focus({ preventScroll: true });
      pointers.set(event.pointerId, client(event));
      if (pointers.size === 2) return startPinch();
      if (pointers.size > 2) return;

      const at = client(event);
      const state = store.getState();
      // Hit before the drawing, in every tool: a tap on a pin never places or selects anything.
      const pinId = followsPointer(state) || inCanvasMode(state) ? null : (pins?.current?.at(toCanvas(at), slop(event.pointerType)) ?? null);
      if (pinId !== null) {
        gesture = { mode: 'pin', pointerId: event.pointerId, start: at, pinId };
        return;
      }
      if (inCanvasMode(state)) {
        gesture = { mode: 'press', pointerId: event.pointerId, start: at, moved: false, startedConduit: false };
        return;
      }
      if (state.tool === 'select') {
        store.dispatch({ type: 'dragStart', point: toCanvas(at), slop: slop(event.pointerType) });
        gesture = store.getState().drag
          ? { mode: 'drag', pointerId: event.pointerId }
          : { mode: 'press', pointerId: event.pointerId, start: at, moved: false, startedConduit: false };
        return;
      }
      let startedConduit = false;
      if (state.tool === 'conduit' && !state.conduitStart && onSheet(at, event.pointerType)) {
        tap(at, event.pointerType);
        startedConduit = true;
      }
      gesture = { mode: 'press', pointerId: event.pointerId, start: at, moved: false, startedConduit };
    }

    function onPointerMove(event: PointerEvent) {
      const at = client(event);
      if (!pointers.has(event.pointerId)) {
        // Hover (a mouse or pen with no button down): the previews follow it; over a pin, a hand.
        const conduit = followsPointer(store.getState());
        if (conduit || pins?.current) rect = svg!.getBoundingClientRect();
        if (conduit) store.dispatch({ type: 'pointerMove', point: toCanvas(at) });
        svg!.style.cursor = !conduit && pins?.current?.at(toCanvas(at), 0) ? 'pointer' : '';
        return;
      }
      pointers.set(event.pointerId, at);
      if (!gesture) return;
      switch (gesture.mode) {
        case 'pinch': {
          const a = pointers.get(gesture.ids[0]);
          const b = pointers.get(gesture.ids[1]);
          if (!a || !b) return;
          store.dispatch({ type: 'setViewport', viewport: pinchViewport(gesture.start, gesture.a0, gesture.b0, toViewBox(a), toViewBox(b), bounds()) });
          return;
        }
        case 'drag':
          store.dispatch({ type: 'dragMove', point: toCanvas(at) });
          return;
        case 'pan': {
          const scale = viewBoxPerPixel();
          store.dispatch({ type: 'setViewport', viewport: panBy(viewport(), (at.x - gesture.last.x) * scale, (at.y - gesture.last.y) * scale, bounds()) });
          gesture.last = at;
          return;
        }
        case 'pin':
          // Moved off: not a tap. A zoomed view pans as from anywhere else.
          if (Math.hypot(at.x - gesture.start.x, at.y - gesture.start.y) > TAP_SLOP_PX) {
            gesture = viewport().zoom > 1 ? { mode: 'pan', pointerId: event.pointerId, last: at } : { mode: 'done' };
          }
          return;
        case 'press': {
          const state = store.getState();
          if (followsPointer(state)) store.dispatch({ type: 'pointerMove', point: toCanvas(at) });
          if (!gesture.moved && Math.hypot(at.x - gesture.start.x, at.y - gesture.start.y) > TAP_SLOP_PX) {
            gesture.moved = true;
            // Moving on empty canvas pans a zoomed view, except while aiming a conduit.
            if ((state.tool !== 'conduit' || inCanvasMode(state)) && state.viewport.zoom > 1) gesture = { mode: 'pan', pointerId: event.pointerId, last: at };
          }
          return;
        }
        case 'done':
          return;
      }
    }

    function finish(event: PointerEvent, cancelled: boolean) {
      if (!pointers.delete(event.pointerId)) return;
      const current = gesture;
      if (!current) return;
      if (current.mode === 'pinch') {
        // The remaining finger must not tap or drag when it lifts.
        gesture = pointers.size === 0 ? null : { mode: 'done' };
        return;
      }
      if (current.mode === 'done') {
        if (pointers.size === 0) gesture = null;
        return;
      }
      if (current.pointerId !== event.pointerId) return;
      gesture = null;
      if (current.mode === 'pin') {
        if (!cancelled) pins?.current?.open(current.pinId);
        return;
      }
      if (current.mode === 'drag') {
        // A cancelled drag (the browser took the pointer) keeps where it got to.
        store.dispatch({ type: 'dragEnd' });
        return;
      }
      if (current.mode !== 'press' || cancelled) return;
      const state = store.getState();
      if (inCanvasMode(state)) {
        if (!current.moved) tap(client(event), event.pointerType);
        return;
      }
      if (state.tool === 'conduit') {
        // The second click ends it; so does releasing after dragging from the first.
        if (state.conduitStart && (!current.startedConduit || current.moved)) tap(client(event), event.pointerType);
        return;
      }
      if (current.moved) return;
      const at = client(event);
      if (state.tool === 'select' || onSheet(at, event.pointerType)) tap(at, event.pointerType);
    }

    const onPointerUp = (event: PointerEvent) => finish(event, false);
    const onPointerCancel = (event: PointerEvent) => finish(event, true);

    function onWheel(event: WheelEvent) {
      rect = svg!.getBoundingClientRect();
      const current = viewport();
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
        store.dispatch({ type: 'setViewport', viewport: zoomAt(current, toViewBox(client(event)), factor, bounds()) });
      } else if (current.zoom > 1) {
        event.preventDefault();
        const scale = viewBoxPerPixel();
        store.dispatch({ type: 'setViewport', viewport: panBy(current, -event.deltaX * scale, -event.deltaY * scale, bounds()) });
      }
    }

    svg.addEventListener('pointerdown', onPointerDown);
    svg.addEventListener('pointermove', onPointerMove);
    svg.addEventListener('pointerup', onPointerUp);
    svg.addEventListener('pointercancel', onPointerCancel);
    // Not passive: Ctrl+wheel must not zoom the whole page.
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      svg.removeEventListener('pointerdown', onPointerDown);
      svg.removeEventListener('pointermove', onPointerMove);
      svg.removeEventListener('pointerup', onPointerUp);
      svg.removeEventListener('pointercancel', onPointerCancel);
      svg.removeEventListener('wheel', onWheel);
    };
  }, [svgRef, store, pins]);
}
