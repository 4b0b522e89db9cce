import { createElement, memo, useMemo } from 'react';
import { describePin } from '../../../../common/markup/pins';
import { drawingOrder } from '../../../../common/markup/geometry';
import { describeBackground, describeElement, screenAdjustment, type Shape } from '../../../../common/markup/render-svg';
import { MarkupElement, MarkupElements } from '../../../../common/markup/schema';
import type { Survey } from '../../../../common/schemas/surveys';
import type { Shown } from '../../../offline/overlays';
import { useBlobUrl } from '../../../offline/use-outbox';
import { planKind } from '../model/plan-choices';
import type { ShownPin } from '../model/plan-pins';
import { PIN_RADIUS } from '../model/pin-placement';

// A plan drawn read-only from the one renderer's shape descriptors (DESIGN §5): its background,
// its drawing and the photos pinned on it, as the editor and the report draw them.

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function ShapeElement({ shape, runWidth }: { shape: Shape; runWidth?: number | undefined }) {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(shape.attrs)) props[camelCase(name)] = value;
  // As in the editor: the stored width stays the attribute, the screen's least width is a style over it.
  if (runWidth !== undefined && shape.kind === 'line') props.style = { strokeWidth: runWidth };
  return createElement(shape.kind, props, shape.kind === 'text' ? shape.text : undefined);
}

function Shapes({ shapes, runWidth }: { shapes: readonly Shape[]; runWidth?: number | undefined }) {
  return shapes.map((shape, index) => <ShapeElement key={index} shape={shape} runWidth={runWidth} />);
}

/** The drawing's elements from the server or the device, each checked: one bad element never hides the rest. */
function parseElements(value: unknown): MarkupElement[] {
  const whole = MarkupElements.safeParse(value);
  if (whole.success) return whole.data;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const one = MarkupElement.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

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
      {href && <ShapeElement shape={describeBackground({ href })} />}
      {elements.map((element) => {
        const adjustment = screenAdjustment(element, kind, pixelUnits);
        return (
          <g key={element.id} data-element-id={element.id} transform={adjustment.transform}>
            <Shapes shapes={describeElement(element, kind)} runWidth={adjustment.runWidth} />
          </g>
        );
      })}
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
      <Shapes shapes={shapes} />
    </g>
  );
}
