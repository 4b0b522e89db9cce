import { memo, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { pinName, type EditorPin } from '../model/photo-pins';

/**
 * The photos pinned on this plan, in the More panel: whether their pins show over the drawing,
 * and each one by number and name, opening the same view as tapping its pin (the keyboard's and
 * the screen reader's way to them, and a list to scan).
 */
export const PhotoPinsPanel = memo(function PhotoPinsPanel({
  pins,
  shown,
  onShownChange,
  onOpen,
}: {
  pins: readonly EditorPin[];
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  onOpen: (pinId: string) => void;
}) {
  const headingId = useId();
  const toggleId = useId();
  const ordered = [...pins].sort((a, b) => a.number - b.number);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5" data-photo-pins-panel="">
      <h3 id={headingId} className="m-0 text-sm font-medium">
        Photos on this plan ({pins.length})
      </h3>
      <label htmlFor={toggleId} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm">
        <input
          id={toggleId}
          type="checkbox"
          checked={shown}
          onChange={(event) => onShownChange(event.target.checked)}
          className="size-5 cursor-pointer accent-primary"
        />
        Show photo pins
      </label>
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {ordered.map((pin) => (
          <li key={pin.id}>
            <Button
              variant="ghost"
              className="h-auto min-h-11 w-full justify-start gap-2.5 px-2 text-left font-normal whitespace-normal"
              aria-label={pinName(pin)}
              onClick={() => onOpen(pin.id)}
            >
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xs font-bold text-white ring-2 ring-white tabular-nums"
              >
                {pin.number}
              </span>
              <span className="min-w-0 flex-1 truncate">{pin.label}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
});
