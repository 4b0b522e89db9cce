import type { CheckFinding } from '../../../../common/markup/checks/types';
import { useId } from 'react';
import { Eye, EyeOff, X } from 'lucide-react';
import { ELEMENT_COLORS, elementTypeName, type EditorKind } from '../../../../common/markup/constants';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useEditorState } from '../hooks/use-editor-store';
import { selectedTypical, type EditorStore } from '../model/editor-state';
import { findingsOf } from '../model/drawing-checks';
import { ElementChecks } from './drawing-checks';

/**
 * A typical plan's element selected on a unit's floor plan (DESIGN §15): what it is, that it
 * comes from the typical plan, and Hide in this unit (or Show again for one hidden). Moving it
 * makes it this unit's own (an override); the typical plan itself is edited on its own page.
 * Phones: a card over the bottom of the canvas; wide screens: in the side panel.
 */
export function TypicalDetails({
  store,
  kind,
  busy,
  onHide,
  onShow,
  findings,
  className,
}: {
  store: EditorStore;
  kind: EditorKind;
  /** A hide or show is being written. */
  busy: boolean;
  onHide: (id: string) => void;
  onShow: (id: string) => void;
  /** The drawing's standards checks: the element's own are listed in its card. */
  findings: readonly CheckFinding[];
  className?: string;
}) {
  const headingId = useId();
  const element = useEditorState(store, selectedTypical);
  const hidden = useEditorState(store, (state) => (element ? (state.typical?.hiddenIds.includes(element.id) ?? false) : false));
  if (!element) return null;
  const name = element.type === 'custom' && element.text ? element.text : elementTypeName(kind, element.type);
  return (
    <section
      aria-labelledby={headingId}
      data-typical-details={element.id}
      className={cn('flex flex-col gap-2 rounded-lg border border-border bg-card p-2.5 shadow-[0_-4px_20px_rgb(15_23_42/0.18)] lg:p-3 lg:shadow-none', className)}
    >
      <div className="-my-1 flex items-center gap-x-2">
        <span className="size-3 shrink-0 rounded-full opacity-60" style={{ backgroundColor: element.color || ELEMENT_COLORS[element.type] }} aria-hidden="true" />
        <h3 id={headingId} className="m-0 min-w-0 flex-1 truncate text-sm font-semibold">
          {name}
          <span className="font-normal text-muted-foreground"> · {hidden ? 'typical, hidden here' : 'typical'}</span>
        </h3>
        <Button variant="ghost" size="icon" className="-mr-1.5" aria-label="Close typical element" title="Close" onClick={() => store.dispatch({ type: 'select', id: null })}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <p className="m-0 text-xs text-muted-foreground">
        {hidden
          ? 'From the unit type’s typical plan; this unit leaves it out, and its quantities do not count it.'
          : 'From the unit type’s typical plan: changes there reach every unit. Drag it to move it in this unit only.'}
      </p>
      <ElementChecks findings={findingsOf(findings, element.id)} />
      {hidden ? (
        <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => onShow(element.id)}>
          <Eye aria-hidden="true" />
          Show again
        </Button>
      ) : (
        <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => onHide(element.id)}>
          <EyeOff aria-hidden="true" />
          Hide in this unit
        </Button>
      )}
    </section>
  );
}
