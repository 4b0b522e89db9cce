import { useId, useState, type ReactNode } from 'react';
import type { CheckFinding } from '../../../../common/markup/checks/types';
import { Check, Plus, X } from 'lucide-react';
import { ELEMENT_COLORS, elementTypeName, type EditorKind } from '../../../../common/markup/constants';
import { isConduit, runPoints } from '../../../../common/markup/geometry';
import { DEFAULT_RUN_KIND, drawnFeet, runKindsOf, type RunKind } from '../../../../common/markup/quantities';
import { formatFeet } from '../../../../common/markup/quantity-labels';
import type { MarkupElement } from '../../../../common/markup/schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { useProject } from '../../../lib/project-reads';
import { useQuantitySettings } from '../../../lib/quantity-settings';
import { useEditorState } from '../hooks/use-editor-store';
import { findingsOf } from '../model/drawing-checks';
import { ElementChecks } from './drawing-checks';
import { MAX_FLOOR_CHANGE, measuringScale, parseFloorChange, type EditorState, type EditorStore } from '../model/editor-state';

type Run = MarkupElement & { x2: number; y2: number };

/** The selected run, as before a drag that is under way: the card does not follow every move. */
function selectedRun(state: EditorState): Run | undefined {
  if (!state.selectionId) return undefined;
  const elements = state.history.transactionBase ?? state.history.present;
  const element = elements.find((e) => e.id === state.selectionId);
  return element && isConduit(element) ? element : undefined;
}

/**
 * The selected run as a record (issue 14): its kind, the floors it rises or falls (a riser), its
 * length in feet when the drawing has a scale, and Add points, which extends it vertex by vertex
 * from its end until Done. Phones: a card over the bottom of the canvas; wide screens: in the side panel.
 */
export function RunDetails({
  store,
  kind,
  projectId,
  findings,
  className,
}: {
  store: EditorStore;
  kind: EditorKind;
  projectId: string | null;
  /** The drawing's standards checks: the run's own are listed in its card. */
  findings: readonly CheckFinding[];
  className?: string;
}) {
  const run = useEditorState(store, selectedRun);
  if (!run) return null;
  // A fresh card for each run: a floor count half typed for one never lands on another.
  return <RunCard key={run.id} store={store} kind={kind} run={run} projectId={projectId} findings={findingsOf(findings, run.id)} className={className} />;
}

function RunCard({
  store,
  kind,
  run,
  projectId,
  findings,
  className,
}: {
  store: EditorStore;
  kind: EditorKind;
  run: Run;
  projectId: string | null;
  findings: readonly CheckFinding[];
  className: string | undefined;
}) {
  const headingId = useId();
  const kindId = useId();
  const floorsId = useId();
  const floorsHintId = useId();
  const scale = useEditorState(store, measuringScale);
  const extending = useEditorState(store, (state) => state.extendingId === run.id);
  const [floorsText, setFloorsText] = useState<string | null>(null);
  const toolName = elementTypeName(kind, 'conduit');
  const feet = drawnFeet(run, scale);
  const segments = runPoints(run).length - 1;
  const floorsTyped = floorsText ?? (run.floorChange ? String(run.floorChange) : '');
  const floorsInvalid = floorsText !== null && parseFloorChange(floorsText) === null;

  function commitFloors() {
    if (floorsText === null) return;
    const value = parseFloorChange(floorsText);
    if (value === null) return;
    store.dispatch({ type: 'setFloorChange', id: run.id, floorChange: value });
    setFloorsText(null);
  }

  const kindSelect = (kinds: readonly RunKind[]) => (
    <RunKindSelect id={kindId} kinds={kinds} value={run.kind || DEFAULT_RUN_KIND} onChange={(value) => store.dispatch({ type: 'setRunKind', id: run.id, kind: value })} />
  );

  return (
    <section
      aria-labelledby={headingId}
      data-run-details={run.id}
      className={cn('flex flex-col gap-2 rounded-lg border border-border bg-card p-2.5 shadow-[0_-4px_20px_rgb(15_23_42/0.18)] lg:p-3 lg:shadow-none', className)}
    >
      {/* The side panel is narrow: there the segment count takes a line of its own. */}
      <div className="-my-1 flex flex-wrap items-center gap-x-2">
        <span className="h-1.5 w-4 shrink-0 rounded-full" style={{ backgroundColor: ELEMENT_COLORS.conduit }} aria-hidden="true" />
        <h3 id={headingId} className="m-0 shrink-0 text-sm font-semibold">
          {toolName}
        </h3>
        <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground lg:order-last lg:-mt-2 lg:basis-full lg:pl-6" data-testid="run-segments">
          {segments} segment{segments === 1 ? '' : 's'}
        </span>
        <p className="m-0 shrink-0 text-sm font-semibold tabular-nums lg:ml-auto" data-testid="run-length">
          {feet !== null ? formatFeet(feet) : <span className="font-normal text-amber-800">Not measured</span>}
        </p>
        <Button variant="ghost" size="icon" className="-mr-1.5" aria-label="Close run details" title="Close" onClick={() => store.dispatch({ type: 'select', id: null })}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {feet === null && <p className="m-0 text-xs text-amber-800">The drawing has no scale: set it under Scale to measure runs.</p>}
      <ElementChecks findings={findings} />
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2 lg:grid-cols-1">
        <div className="grid content-start gap-1">
          <Label htmlFor={kindId} className="text-xs">
            Kind
          </Label>
          {projectId ? <CompanyRunKinds projectId={projectId}>{kindSelect}</CompanyRunKinds> : kindSelect(runKindsOf())}
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={floorsId} className="text-xs">
            Rises/falls (floors)
          </Label>
          <Input
            id={floorsId}
            value={floorsTyped}
            inputMode="numeric"
            placeholder="0"
            autoComplete="off"
            enterKeyHint="done"
            aria-invalid={floorsInvalid || undefined}
            aria-describedby={floorsHintId}
            onChange={(event) => setFloorsText(event.target.value)}
            onBlur={commitFloors}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitFloors();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setFloorsText(null);
              }
            }}
          />
          <p id={floorsHintId} className={cn('m-0 text-xs', floorsInvalid ? 'text-destructive' : 'sr-only lg:not-sr-only lg:text-muted-foreground')}>
            {floorsInvalid ? `A whole number from -${MAX_FLOOR_CHANGE} to ${MAX_FLOOR_CHANGE}.` : 'Up is positive, down negative: counted at the floor-to-floor height.'}
          </p>
        </div>
      </div>
      {extending ? (
        <Button className="min-h-11" onClick={() => store.dispatch({ type: 'finishExtending' })}>
          <Check aria-hidden="true" />
          Done adding points
        </Button>
      ) : (
        <Button variant="outline" className="min-h-11" onClick={() => store.dispatch({ type: 'startExtending', id: run.id })}>
          <Plus aria-hidden="true" />
          Add points
        </Button>
      )}
    </section>
  );
}

/** The company's run kinds beside the defaults (the project's company, read like every read: offline once read). */
function CompanyRunKinds({ projectId, children }: { projectId: string; children: (kinds: readonly RunKind[]) => ReactNode }) {
  const project = useProject(projectId);
  const settings = useQuantitySettings(project.data?.companyId);
  return children(runKindsOf(settings.data?.runKinds));
}

function RunKindSelect({ id, kinds, value, onChange }: { id: string; kinds: readonly RunKind[]; value: string; onChange: (kind: string) => void }) {
  // A kind no longer offered (a company's own, removed since) still shows as it is.
  const known = kinds.some((kind) => kind.id === value);
  return (
    <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {!known && <option value={value}>{value}</option>}
      {kinds.map((kind) => (
        <option key={kind.id} value={kind.id}>
          {kind.name}
        </option>
      ))}
    </NativeSelect>
  );
}
