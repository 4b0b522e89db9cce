import { memo, useId } from 'react';
import { MousePointer2, Minus, Tag } from 'lucide-react';
import { EDITOR_CONFIGS, ELEMENT_COLORS, type EditorKind, type ToolId } from '../../../../common/markup/constants';
import { cn } from '../../../lib/cn';

function ToolIcon({ tool }: { tool: ToolId }) {
  if (tool === 'select') return <MousePointer2 className="size-4" aria-hidden="true" />;
  if (tool === 'conduit') return <Minus className="size-5 rotate-[-30deg]" strokeWidth={4} style={{ color: ELEMENT_COLORS.conduit }} aria-hidden="true" />;
  if (tool === 'custom') return <Tag className="size-4" style={{ color: ELEMENT_COLORS.custom }} aria-hidden="true" />;
  return <span className="inline-block size-3.5 rounded-full ring-1 ring-black/10" style={{ backgroundColor: ELEMENT_COLORS[tool] }} aria-hidden="true" />;
}

/** The tools as toggle buttons, each with the colour it draws in. */
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
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h3 id={headingId} className="m-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Tools
      </h3>
      <div role="group" aria-labelledby={headingId} className="grid grid-cols-3 gap-1.5 sm:grid-cols-5 lg:grid-cols-2">
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
                'flex min-h-11 items-center gap-2 rounded-md border px-2 py-1 text-left text-xs leading-tight font-medium transition-colors sm:px-2.5 sm:text-sm',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                active ? 'border-primary bg-primary text-primary-foreground shadow-sm' : 'border-input bg-card text-foreground hover:bg-muted',
              )}
            >
              <span className={cn('flex size-5 shrink-0 items-center justify-center rounded-full', active && 'bg-white text-primary')}>
                <ToolIcon tool={definition.id} />
              </span>
              <span className="min-w-0">{definition.name}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
});
