import { memo, useId } from 'react';
import { Keyboard, Ruler, X } from 'lucide-react';
import { scaleBarOf } from '../../../../common/markup/render-svg';
import { Button } from '../../../components/ui/button';
import { spanFeet } from '../model/scale-input';

/**
 * The drawing's scale (issue 14, DESIGN §11): what it is (a small scale bar and the plan's width
 * in feet) or that there is none, and the ways to set it: a line drawn over something of known
 * length, or the plan's width typed; and to remove it (asking first).
 */
export const ScaleSection = memo(function ScaleSection({
  scale,
  span,
  calibrating,
  disabled,
  onDrawLine,
  onType,
  onRemove,
  onCancelLine,
}: {
  scale: number | null;
  /** The canvas units the plan spans across (its width in feet is shown). */
  span: number;
  calibrating: boolean;
  disabled: boolean;
  onDrawLine: () => void;
  onType: () => void;
  onRemove: () => void;
  onCancelLine: () => void;
}) {
  const headingId = useId();
  const bar = scaleBarOf(scale);
  const item = 'h-auto min-h-11 justify-start px-3 text-left whitespace-normal';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5" data-testid="markup-scale">
      <h3 id={headingId} className="m-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Scale
      </h3>
      {scale !== null && bar ? (
        <div className="flex items-center gap-3 rounded-md bg-muted/60 px-3 py-2 text-sm">
          {/* The drawing's own scale bar in little: its length in feet over a bar with end ticks. */}
          <svg viewBox="0 0 64 22" className="h-5 w-14 shrink-0 text-foreground" aria-hidden="true">
            <path d="M2 8 V20 M62 8 V20 M2 14 H62" stroke="currentColor" strokeWidth="3" fill="none" />
          </svg>
          <p className="m-0 min-w-0 leading-tight">
            <span className="font-semibold" data-testid="markup-scale-bar">
              Bar: {bar.label}
            </span>
            <span className="block text-xs text-muted-foreground">Plan {spanFeet(scale, span)} wide</span>
          </p>
        </div>
      ) : (
        <p role="note" className="m-0 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Not scaled: runs are counted but not measured.
        </p>
      )}
      <div role="toolbar" aria-label="Scale" className="grid grid-cols-2 gap-1.5 lg:grid-cols-1">
        {calibrating ? (
          <Button variant="secondary" className={item} onClick={onCancelLine}>
            <X aria-hidden="true" />
            Cancel scale line
          </Button>
        ) : (
          <Button variant="outline" className={item} disabled={disabled} onClick={onDrawLine} title="Draw a line over something of known length, then type its length">
            <Ruler aria-hidden="true" />
            Set scale
          </Button>
        )}
        <Button variant="outline" className={item} disabled={disabled} onClick={onType}>
          <Keyboard aria-hidden="true" />
          Type scale
        </Button>
        {scale !== null && (
          <Button variant="outline" className={`${item} text-destructive`} disabled={disabled} onClick={onRemove}>
            <X aria-hidden="true" />
            Remove scale
          </Button>
        )}
      </div>
    </section>
  );
});
