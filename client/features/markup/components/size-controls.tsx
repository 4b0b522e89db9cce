import { memo, useId, useState } from 'react';
import {
  CONDUIT_WIDTH_MAX,
  CONDUIT_WIDTH_MIN,
  ICON_SIZE_MAX,
  ICON_SIZE_MIN,
  ICON_SIZE_STEP,
} from '../../../../common/markup/constants';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

/**
 * Icon size (16-64, steps of 4) and, for an editor that draws conduits, conduit width (1-10),
 * for the next elements placed.
 */
export const SizeControls = memo(function SizeControls({
  conduitWidthLabel = 'Conduit width',
  showConduitWidth,
  conduitWidth,
  iconSize,
  onConduitWidth,
  onIconSize,
}: {
  /** The site map's 'Conduit width' (the spec's words); the floor plan's runs say 'Run width'. */
  conduitWidthLabel?: string;
  showConduitWidth: boolean;
  conduitWidth: number;
  iconSize: number;
  onConduitWidth: (width: number) => void;
  onIconSize: (size: number) => void;
}) {
  const widthId = useId();
  const sizeId = useId();
  // The typed text, so the field can be emptied while typing; the editor gets clamped numbers.
  const [widthText, setWidthText] = useState(String(conduitWidth));

  return (
    <div className={cn('grid items-end gap-3 lg:grid-cols-1', showConduitWidth && 'grid-cols-[6.5rem_minmax(0,1fr)]')}>
      {showConduitWidth && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={widthId}>{conduitWidthLabel}</Label>
          <Input
            id={widthId}
            type="number"
            inputMode="numeric"
            min={CONDUIT_WIDTH_MIN}
            max={CONDUIT_WIDTH_MAX}
            step={1}
            value={widthText}
            onChange={(event) => {
              setWidthText(event.target.value);
              const value = Number(event.target.value);
              if (event.target.value !== '' && Number.isFinite(value)) onConduitWidth(value);
            }}
            onBlur={() => setWidthText(String(conduitWidth))}
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor={sizeId}>Icon size</Label>
          <output htmlFor={sizeId} className="text-sm text-muted-foreground tabular-nums">
            {iconSize}
          </output>
        </div>
        <input
          id={sizeId}
          type="range"
          min={ICON_SIZE_MIN}
          max={ICON_SIZE_MAX}
          step={ICON_SIZE_STEP}
          value={iconSize}
          onChange={(event) => onIconSize(Number(event.target.value))}
          className="h-11 w-full cursor-pointer accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-md"
        />
      </div>
    </div>
  );
});
