import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { Check, CircleSlash, Crosshair, Loader2, MapPin, Navigation, RotateCcw, RotateCw, X } from 'lucide-react';
import type { PhotoPin } from '../../../../common/schemas/photos';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { connectivity } from '../../../offline/connectivity';
import { usePinMutations } from '../api/pin-photo';
import {
  CANVAS_CENTRE,
  canvasPointAt,
  clampToCanvas,
  describeDirection,
  directionFromInput,
  directionTowards,
  isOnPin,
  nudgePin,
  pinScale,
  placementHint,
  turnDirection,
  unitsPerPixel,
  type CanvasPoint,
} from '../model/pin-placement';
import { PIN_FAILED, pinNotice, pinTitle } from '../model/pin-notices';
import type { PinnedPhotoRef } from '../model/pin-writes';
import { initialPlanId, type MissingPlan, type PlanChoice, type PlanChoices, type PlansStatus, type PlanSurvey } from '../model/plan-choices';
import { expectedPinNumber, pinsOnPlan, type PinnedPhoto } from '../model/plan-pins';
import { PinMark, PlanBackdrop, type PlanSurveyShown } from './plan-drawing';

export type PlanOption = PlanChoice<PlanSurvey & PlanSurveyShown>;

export interface PinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photo: PinnedPhotoRef & { pin: PhotoPin | null };
  choices: PlanChoices<PlanSurvey & PlanSurveyShown> | null;
  status: PlansStatus;
  /** Every photo of the project with its pin, for the pins already on each plan. */
  photos: readonly PinnedPhoto[];
}

const TURN_STEP = 15;
/** Arrow keys move the pin this far on the 2000-wide canvas; with Shift, five times as far. */
const NUDGE_STEP = 10;
/** A finger has to move this far (screen pixels) from the pin before it says a direction. */
const AIM_MIN_PX = 8;

type TapMode = 'place' | 'aim';

/**
 * 'Pin on plan' (DESIGN §5): the plan full screen with the pins already on it; a tap places the
 * photo's pin, a drag from the pin (or the next tap) sets the way the camera looked; the keys
 * and fields below do the same. Save goes through the outbox like every write (DESIGN §6).
 */
export function PinDialog({ open, onOpenChange, photo, choices, status, photos }: PinDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        // Arrow keys here move the pin, not the gallery behind (React events bubble out of portals).
        onKeyDown={(event) => {
          if (event.key.startsWith('Arrow')) event.stopPropagation();
        }}
        className={cn(
          'inset-0 top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0',
          'overflow-hidden rounded-none border-0 bg-background p-0 shadow-none sm:p-0',
        )}
      >
        <header className="flex items-center gap-2 border-b border-border px-3 py-2 sm:px-4">
          <MapPin className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-base sm:text-lg">Pin on plan</DialogTitle>
            <DialogDescription className="truncate">{photo.title}</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close" title="Close">
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </header>
        {choices && choices.plans.length > 0 ? (
          <PinEditor key={photo.id} photo={photo} choices={choices} photos={photos} onDone={() => onOpenChange(false)} />
        ) : (
          <NoPlan missing={choices?.missing ?? []} status={status} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** No plan to pin on yet (or not known yet): said plainly, with the way to start one. */
function NoPlan({ missing, status }: { missing: readonly MissingPlan[]; status: PlansStatus }) {
  let body;
  if (status === 'loading') {
    body = (
      <p role="status" className="m-0 flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading the plans...
      </p>
    );
  } else if (status !== 'ready') {
    body = (
      <p role="status" className="m-0 text-muted-foreground">
        {status === 'failed' ? 'The plans could not be loaded. Please try again.' : "The project's plans show here once the server can be reached."}
      </p>
    );
  } else {
    body = missing.map((plan) => (
      <div key={plan.kind} className="flex flex-col items-start gap-3">
        <p className="m-0">{plan.message}</p>
        <Button asChild variant="outline">
          <Link to={plan.href}>{plan.linkText}</Link>
        </Button>
      </div>
    ));
  }
  return <div className="flex flex-col gap-6 p-4 sm:p-6">{body}</div>;
}

function PinEditor({
  photo,
  choices,
  photos,
  onDone,
}: {
  photo: PinDialogProps['photo'];
  choices: PlanChoices<PlanSurvey & PlanSurveyShown>;
  photos: readonly PinnedPhoto[];
  onDone: () => void;
}) {
  const [planId, setPlanId] = useState(() => initialPlanId(choices, photo.pin?.surveyId));
  const plan = choices.plans.find((choice) => choice.survey.id === planId) ?? choices.plans[0]!;
  const pinnedHere = photo.pin?.surveyId === plan.survey.id ? photo.pin : null;
  const [point, setPoint] = useState<CanvasPoint | null>(pinnedHere ? { x: pinnedHere.x, y: pinnedHere.y } : null);
  const [direction, setDirection] = useState<number | null>(pinnedHere?.direction ?? null);
  const [directionText, setDirectionText] = useState(pinnedHere?.direction == null ? '' : String(pinnedHere.direction));
  const [mode, setMode] = useState<TapMode>('place');
  const { pin: save } = usePinMutations();

  const others = useMemo(() => pinsOnPlan(photos, plan.survey.id).filter((pin) => pin.photoId !== photo.id), [photos, plan.survey.id, photo.id]);
  const number = expectedPinNumber(photo.id, photo.pin, plan.survey.id, others);

  function turnTo(next: number | null) {
    setDirection(next);
    setDirectionText(next === null ? '' : String(next));
  }

  function choosePlan(next: PlanOption) {
    setPlanId(next.survey.id);
    // On the plan it is pinned on, the pin shows where it is; on another it starts unplaced.
    const pinned = photo.pin?.surveyId === next.survey.id ? photo.pin : null;
    setPoint(pinned ? { x: pinned.x, y: pinned.y } : null);
    turnTo(pinned?.direction ?? null);
    setMode('place');
  }

  function submit() {
    if (!point) return;
    const pin: PhotoPin = { surveyId: plan.survey.id, x: point.x, y: point.y, direction, number };
    save.mutate(
      { photo, pin, planName: plan.name },
      {
        onSuccess: (outcome) => {
          const notice = pinNotice(outcome.status, pinTitle(number, plan.name), connectivity().isReachable());
          if (notice) toast(notice);
          onDone();
        },
        onError: (error) => {
          const reason = getServerMessage(error);
          toast({ title: 'Error', description: reason ? `${PIN_FAILED} ${reason}` : `${PIN_FAILED} Please try again.`, variant: 'destructive' });
        },
      },
    );
  }

  const directionId = useId();
  const directionHintId = useId();
  const canvasHintId = useId();
  const hint = placementHint(point !== null, mode, isTouchScreen());

  return (
    <>
      {choices.plans.length > 1 && (
        <div role="group" aria-label="Plan" className="flex gap-1 border-b border-border px-3 py-2 sm:px-4">
          {choices.plans.map((choice) => (
            <Button
              key={choice.survey.id}
              variant={choice.survey.id === plan.survey.id ? 'default' : 'outline'}
              aria-pressed={choice.survey.id === plan.survey.id}
              onClick={() => choosePlan(choice)}
              className="min-w-0 flex-1 sm:flex-none"
            >
              <span className="truncate">{choice.name}</span>
            </Button>
          ))}
        </div>
      )}

      <PlanCanvas
        plan={plan}
        others={others}
        point={point}
        direction={direction}
        number={number}
        mode={mode}
        hintId={canvasHintId}
        onPlace={(next) => setPoint(next)}
        onPlaced={() => setMode('aim')}
        onAim={turnTo}
      />

      <div className="flex flex-col gap-2 border-t border-border px-3 py-2 sm:px-4">
        <p id={canvasHintId} className="m-0 text-sm text-muted-foreground">
          {hint} <span className="sr-only">Arrow keys move the pin; with Shift, further.</span>
        </p>
        <p className="m-0 text-sm font-medium" role="status" aria-live="polite" aria-atomic="true">
          {point ? `${pinTitle(number, plan.name)} · ${describeDirection(direction)}` : 'Not placed yet'}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <div role="group" aria-label="What a tap does" className="flex gap-1">
            <Button variant={mode === 'place' ? 'secondary' : 'ghost'} aria-pressed={mode === 'place'} onClick={() => setMode('place')} className="px-3">
              <Crosshair aria-hidden="true" />
              Place pin
            </Button>
            <Button
              variant={mode === 'aim' ? 'secondary' : 'ghost'}
              aria-pressed={mode === 'aim'}
              disabled={!point}
              onClick={() => setMode('aim')}
              className="px-3"
            >
              <Navigation aria-hidden="true" />
              Set direction
            </Button>
          </div>
          <div className="flex items-end gap-1">
            <div className="flex w-24 flex-col gap-1">
              <label htmlFor={directionId} className="text-xs font-medium">
                Direction (°)
              </label>
              <Input
                id={directionId}
                type="number"
                inputMode="numeric"
                min={0}
                max={359}
                step={1}
                disabled={!point}
                value={directionText}
                placeholder="None"
                aria-describedby={directionHintId}
                onChange={(event) => {
                  setDirectionText(event.target.value);
                  const typed = directionFromInput(event.target.value);
                  setDirection(event.target.value.trim() === '' ? null : (typed ?? direction));
                }}
                onBlur={() => setDirectionText(direction === null ? '' : String(direction))}
              />
              <span id={directionHintId} className="sr-only">
                Degrees clockwise from the top of the plan: 0 up, 90 right, 180 down, 270 left. Empty for no direction.
              </span>
            </div>
            <Button variant="outline" size="icon" disabled={!point} aria-label={`Turn left ${TURN_STEP}°`} title={`Turn left ${TURN_STEP}°`} onClick={() => turnTo(turnDirection(direction, -TURN_STEP))}>
              <RotateCcw aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" disabled={!point} aria-label={`Turn right ${TURN_STEP}°`} title={`Turn right ${TURN_STEP}°`} onClick={() => turnTo(turnDirection(direction, TURN_STEP))}>
              <RotateCw aria-hidden="true" />
            </Button>
            <Button variant="outline" disabled={!point || direction === null} onClick={() => turnTo(null)} className="px-3">
              <CircleSlash aria-hidden="true" />
              No direction
            </Button>
          </div>
        </div>
      </div>

      <footer className="flex justify-end gap-2 border-t border-border px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-4">
        <DialogClose asChild>
          <Button variant="outline" className="flex-1 sm:flex-none">
            Cancel
          </Button>
        </DialogClose>
        <Button onClick={submit} disabled={!point || save.isPending} className="flex-1 sm:flex-none">
          <Check aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </footer>
    </>
  );
}

interface PlanCanvasProps {
  plan: PlanOption;
  others: ReturnType<typeof pinsOnPlan>;
  point: CanvasPoint | null;
  direction: number | null;
  number: number;
  mode: TapMode;
  hintId: string;
  onPlace: (point: CanvasPoint) => void;
  /** A placement finished (the finger lifted): the next tap aims. */
  onPlaced: () => void;
  onAim: (direction: number) => void;
}

/** The plan, its pins, and the photo's pin under the finger, the mouse or the arrow keys. */
function PlanCanvas({ plan, others, point, direction, number, mode, hintId, onPlace, onPlaced, onAim }: PlanCanvasProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const gesture = useRef<{ pointerId: number; kind: 'place' | 'aim' } | null>(null);
  const pixelUnits = usePixelUnits(svgRef);
  const scale = pinScale(pixelUnits);

  function canvasPoint(event: PointerEvent<HTMLDivElement>): CanvasPoint | null {
    const box = svgRef.current?.getBoundingClientRect();
    return box ? canvasPointAt({ x: event.clientX, y: event.clientY }, box) : null;
  }

  function aimAt(at: CanvasPoint) {
    if (!point) return;
    const towards = directionTowards(point, at, AIM_MIN_PX * pixelUnits);
    if (towards !== null) onAim(towards);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const at = canvasPoint(event);
    if (!at) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    // From the pin, a drag always aims; elsewhere the tap does what the mode says.
    if (point && (isOnPin(point, at, pixelUnits) || mode === 'aim')) {
      gesture.current = { pointerId: event.pointerId, kind: 'aim' };
      aimAt(at);
    } else {
      gesture.current = { pointerId: event.pointerId, kind: 'place' };
      onPlace(clampToCanvas(at));
    }
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const at = canvasPoint(event);
    if (!at) return;
    if (current.kind === 'place') onPlace(clampToCanvas(at));
    else aimAt(at);
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (current.kind === 'place' && event.type === 'pointerup') onPlaced();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!point && (event.key === 'Enter' || event.key === ' ' || event.key.startsWith('Arrow'))) {
      event.preventDefault();
      onPlace(CANVAS_CENTRE);
      return;
    }
    const moved = point ? nudgePin(point, event.key, event.shiftKey ? NUDGE_STEP * 5 : NUDGE_STEP) : null;
    if (moved) {
      event.preventDefault();
      onPlace(moved);
    }
  }

  return (
    <div className="relative flex min-h-0 flex-1 bg-slate-100 p-1 sm:p-3">
      <div
        role="application"
        aria-label={`${plan.name}: where the photo was taken`}
        aria-describedby={hintId}
        tabIndex={0}
        className="min-h-0 flex-1 cursor-crosshair rounded-sm outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        // The plan takes every touch: a drag moves or aims the pin, never the page.
        style={{ touchAction: 'none' }}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onKeyDown={handleKeyDown}
      >
        <svg ref={svgRef} viewBox="0 0 2000 1500" preserveAspectRatio="xMidYMid meet" className="block size-full" aria-hidden="true" data-plan-id={plan.survey.id}>
          <rect data-plan-paper="" x={0} y={0} width={2000} height={1500} fill="#ffffff" stroke="#cbd5e1" strokeWidth={2 * pixelUnits} />
          <PlanBackdrop plan={plan.survey} pixelUnits={pixelUnits} />
          <g data-layer="pins">
            {others.map((pin) => (
              <PinMark key={pin.photoId} pin={pin} scale={scale} />
            ))}
            {point && <PinMark pin={{ ...point, direction, number }} scale={scale} current />}
          </g>
        </svg>
      </div>
    </div>
  );
}

/** Whether the main pointer is a finger (the hint says "tap" rather than "click"). */
function isTouchScreen(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/** Canvas units per screen pixel of the plan as drawn now, followed as the screen turns or resizes. */
function usePixelUnits(ref: RefObject<SVGSVGElement | null>): number {
  const [units, setUnits] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setUnits(unitsPerPixel(element.getBoundingClientRect()));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return units;
}
