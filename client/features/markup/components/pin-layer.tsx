import { memo, type KeyboardEvent } from 'react';
import { describePin, PIN_RADIUS, pinScreenScale, pinTransform } from '../../../../common/markup/pins';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../common/markup/schema';
import { SvgShapes } from '../../../components/markup-shapes';
import { cn } from '../../../lib/cn';
import { pinName, type EditorPin } from '../model/photo-pins';

const VIEW_BOX = `0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}`;

/**
 * The photos pinned on the plan, over the drawing and apart from it: their own SVG, taking no
 * pointer input (the canvas's gestures hit-test them first, so one press is one gesture), with
 * each pin a button for the keyboard. Drawn at a size set in screen pixels (pinScreenScale).
 */
export const PinLayer = memo(function PinLayer({
  pins,
  transform,
  unitsPerPixel,
  width,
  height,
  framed,
  onOpen,
}: {
  pins: readonly EditorPin[];
  transform: string;
  unitsPerPixel: number | undefined;
  width: number;
  height: number;
  framed: boolean;
  onOpen: (pinId: string) => void;
}) {
  const scale = pinScreenScale(unitsPerPixel);
  // In number order: a later number over an earlier one, as the report draws them.
  const ordered = [...pins].sort((a, b) => a.number - b.number);

  function onKeyDown(event: KeyboardEvent, pinId: string) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    onOpen(pinId);
  }

  return (
    <svg
      viewBox={VIEW_BOX}
      width={width}
      height={height}
      role="group"
      aria-label="Photo pins"
      data-layer="photo-pins"
      className={cn('pointer-events-none absolute inset-0 overflow-hidden', framed && 'rounded-md')}
    >
      <g transform={transform}>
        {ordered.map((pin) => (
          <g
            key={pin.id}
            role="button"
            tabIndex={0}
            aria-label={pinName(pin)}
            data-photo-pin={pin.number}
            data-pin-id={pin.id}
            transform={pinTransform(pin, scale)}
            className="group outline-none"
            onKeyDown={(event) => onKeyDown(event, pin.id)}
          >
            {/* The keyboard's focus ring, drawn as the selection ring is. */}
            <circle
              cx={pin.x}
              cy={pin.y}
              r={PIN_RADIUS + 12}
              fill="none"
              stroke="#2563eb"
              strokeWidth={8}
              className="opacity-0 group-focus-visible:opacity-100"
            />
            <SvgShapes shapes={describePin(pin)} />
          </g>
        ))}
      </g>
    </svg>
  );
});
