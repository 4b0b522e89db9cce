import { memo, useId, useRef } from 'react';
import { ChevronLeft, ChevronRight, MousePointer2, Tag } from 'lucide-react';
import { EDITOR_CONFIGS, ELEMENT_COLORS, LABEL_COLORS, labelFor, type EditorKind, type ToolId } from '../../../../common/markup/constants';
import { cn } from '../../../lib/cn';
import { useScrollEdges } from '../hooks/use-scroll-edges';

/** Each tool shows what it draws: a point tool its coloured marker with its letters, as on the plan. */
function ToolIcon({ kind, tool }: { kind: EditorKind; tool: ToolId }) {
  if (tool === 'select') return <MousePointer2 className="size-5" aria-hidden="true" />;
  if (tool === 'conduit') {
    return (
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <line x1="4" y1="19" x2="20" y2="5" stroke={ELEMENT_COLORS.conduit} strokeWidth="4" strokeLinecap="round" />
      </svg>
    );
  }
  if (tool === 'custom') {
    return (
      <span className="flex size-6 items-center justify-center rounded-full ring-2 ring-white/80" style={{ backgroundColor: ELEMENT_COLORS.custom }} aria-hidden="true">
        <Tag className="size-3.5 text-white" />
      </span>
    );
  }
  const letters = labelFor(kind, tool, undefined);
  return (
    <span
      className={cn(
        'flex size-6 items-center justify-center rounded-full font-bold tracking-tight ring-2 ring-white/80',
        letters.length >= 3 ? 'text-[8px]' : 'text-[10px]',
      )}
      style={{ backgroundColor: ELEMENT_COLORS[tool], color: LABEL_COLORS[tool] }}
      aria-hidden="true"
    >
      {letters}
    </span>
  );
}

/**
 * The tools as toggle buttons, named as the spec names them. Phones: one strip of icon-over-label
 * buttons that scrolls sideways; wide screens: two columns in the side panel.
 */
export const ToolPicker = memo(function ToolPicker({
  kind,
  tool,
  onChange,
}: {
  kind: EditorKind;
  tool: ToolId;
  onChange: (tool: ToolId) => void;
}) {
  const headingId = useId();
  const stripRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(stripRef);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-1.5">
      <h3 id={headingId} className="sr-only m-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:not-sr-only">
        Tools
      </h3>
      <div className="relative">
      <div
        ref={stripRef}
        role="group"
        aria-labelledby={headingId}
        className="flex snap-x scroll-px-2 gap-1.5 overflow-x-auto overscroll-x-contain px-2 pt-1 pb-2 lg:grid lg:grid-cols-2 lg:gap-1 lg:overflow-visible lg:p-0"
      >
        {EDITOR_CONFIGS[kind].tools.map((definition) => {
          const active = definition.id === tool;
          return (
            <button
              key={definition.id}
              type="button"
              aria-pressed={active}
              data-tool={definition.id}
              onClick={() => onChange(definition.id)}
              className={cn(
                'flex min-h-14 w-[4.25rem] shrink-0 snap-start flex-col items-center justify-center gap-1 rounded-md border px-1 py-1 text-center text-[11px] leading-tight font-medium transition-colors',
                'lg:min-h-11 lg:w-auto lg:flex-row lg:justify-start lg:gap-1.5 lg:px-1.5 lg:text-left lg:text-[13px]',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                active ? 'border-primary bg-primary text-primary-foreground shadow-sm' : 'border-input bg-card text-foreground hover:bg-muted',
              )}
            >
              <span className="flex size-6 shrink-0 items-center justify-center">
                <ToolIcon kind={kind} tool={definition.id} />
              </span>
              <span className="min-w-0">{definition.name}</span>
            </button>
          );
        })}
      </div>
      {/* On a phone the strip scrolls: a fade and an arrow at each edge with more beyond it. */}
      {edges.before && (
        <span data-more-tools="before" aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex w-10 items-center bg-gradient-to-r from-card to-transparent lg:hidden">
          <ChevronLeft className="size-5 text-foreground" />
        </span>
      )}
      {edges.after && (
        <span data-more-tools="after" aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-card to-transparent lg:hidden">
          <ChevronRight className="size-5 text-foreground" />
        </span>
      )}
      </div>
    </section>
  );
});
