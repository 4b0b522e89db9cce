import { memo, useMemo } from 'react';
import { describePin } from '../../../../common/markup/pins';
import { drawingOrder } from '../../../../common/markup/geometry';
import { parseElements } from '../../../../common/markup/parse-elements';
import { describeBackground } from '../../../../common/markup/render-svg';
import { ScreenElement, SvgShape, SvgShapes } from '../../../components/markup-shapes';
import type { Survey } from '../../../../common/schemas/surveys';
import type { Shown } from '../../../offline/overlays';
import { useBlobUrl } from '../../../offline/use-outbox';
import { planKind } from '../model/plan-choices';
import type { ShownPin } from '../model/plan-pins';
import { PIN_RADIUS } from '../model/pin-placement';

// A plan drawn read-only from the one renderer's shape descriptors (DESIGN §5): its background,
// its drawing and the photos pinned on it, as the editor and the report draw them.

export type PlanSurveyShown = Shown<Pick<Survey, 'id' | 'locationType' | 'markupElements' | 'uploadedImage'>>;

/**
 * The background image (its bytes on the device while a new one waits to be sent) and the
 * drawing. With `pixelUnits` (canvas units per screen pixel) markers and runs are drawn at least
 * as large as the editor draws them on screen, so a whole plan on a phone still reads.
 */
export const PlanBackdrop = memo(function PlanBackdrop({ plan, pixelUnits }: { plan: PlanSurveyShown; pixelUnits?: number }) {
  const deviceImage = useBlobUrl(plan.pending?.blobId);
  const href = plan.pending?.blobId ? deviceImage : plan.uploadedImage;
  const kind = planKind(plan);
  const elements = useMemo(() => drawingOrder(parseElements(plan.markupElements)), [plan.markupElements]);
  return (
    <g data-layer="plan">
      {/* Without its natural size the renderer fits the image to the canvas the same way ("meet"). */}
      {href && <SvgShape shape={describeBackground({ href })} />}
      {elements.map((element) => (
        <ScreenElement key={element.id} data-element-id={element.id} element={element} kind={kind} unitsPerPixel={pixelUnits} />
      ))}
    </g>
  );
});

/** Drawn `scale` times larger about its centre, so that it reads at the plan's size on screen. */
const scaledAbout = (pin: { x: number; y: number }, scale: number) =>
  scale === 1 ? undefined : `translate(${pin.x} ${pin.y}) scale(${scale}) translate(${-pin.x} ${-pin.y})`;

export interface PinMarkProps {
  pin: Omit<ShownPin, 'photoId'>;
  scale: number;
  /** The photo being pinned: ringed, and over the others. */
  current?: boolean;
}

/** One pin as the report draws it, ringed when it is the photo's own. */
export function PinMark({ pin, scale, current = false }: PinMarkProps) {
  const shapes = describePin(pin);
  return (
    <g transform={scaledAbout(pin, scale)} data-pin={pin.number} data-current-pin={current ? 'true' : undefined} opacity={current ? 1 : 0.7}>
      {current && <circle cx={pin.x} cy={pin.y} r={PIN_RADIUS + 12} fill="none" stroke="#2563eb" strokeWidth={8} />}
      <SvgShapes shapes={shapes} />
    </g>
  );
}
