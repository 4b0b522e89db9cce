import { useId, useState, type FormEvent } from 'react';
import type { Point } from '../../../../common/markup/geometry';
import { distance } from '../../../../common/markup/geometry';
import { formatFeet } from '../../../../common/markup/quantity-labels';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { LENGTH_UNITS, scaleFromLine, scaleFromWidth, type LengthUnit } from '../model/scale-input';

/**
 * What the scale is taken from: the line just drawn over something of known length, or the
 * width of the plan typed (`span`: the canvas units the plan spans across).
 */
export type ScaleSource = { kind: 'line'; from: Point; to: Point } | { kind: 'width'; span: number; hasPlan: boolean };

/** Asks the length (feet or metres) that sets the drawing's scale; Enter confirms. */
export function ScaleDialog({
  source,
  currentScale,
  onConfirm,
  onCancel,
}: {
  /** Null: closed. */
  source: ScaleSource | null;
  currentScale: number | null;
  onConfirm: (scale: number) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={source !== null} onOpenChange={(next) => !next && onCancel()}>
      {/* Mounted only while open, so each line starts with an empty length. */}
      {source && <ScaleForm source={source} currentScale={currentScale} onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  );
}

function ScaleForm({
  source,
  currentScale,
  onConfirm,
  onCancel,
}: {
  source: ScaleSource;
  currentScale: number | null;
  onConfirm: (scale: number) => void;
  onCancel: () => void;
}) {
  const lengthId = useId();
  const unitId = useId();
  const problemId = useId();
  const [length, setLength] = useState('');
  const [unit, setUnit] = useState<LengthUnit>('ft');
  const [problem, setProblem] = useState<string | null>(null);
  const line = source.kind === 'line';
  // What the line (or the plan) measures now, so that a surveyor checking a scale sees it at once.
  const measuredNow = currentScale !== null ? formatFeet(currentScale * (line ? distance(source.from, source.to) : source.span)) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = line ? scaleFromLine(source.from, source.to, length, unit) : scaleFromWidth(source.span, length, unit);
    if (result.ok) onConfirm(result.scale);
    else setProblem(result.problem);
  }

  return (
    <DialogContent className="max-w-sm">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{line ? 'Set scale' : 'Type the scale'}</DialogTitle>
          <DialogDescription>
            {line
              ? 'How long is what you drew the line over?'
              : source.hasPlan
                ? 'How wide is the plan, from its left edge to its right edge?'
                : 'How wide is the whole drawing, from its left edge to its right edge?'}
            {measuredNow && ` At the current scale it measures ${measuredNow}.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-start gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={lengthId}>{line ? 'Length' : 'Width'}</Label>
            <Input
              id={lengthId}
              autoFocus
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="done"
              placeholder={line ? 'e.g. 24' : 'e.g. 60'}
              value={length}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => {
                setLength(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={unitId}>Unit</Label>
            <NativeSelect id={unitId} value={unit} onChange={(event) => setUnit(event.target.value as LengthUnit)}>
              {LENGTH_UNITS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {problem && (
            <p id={problemId} role="alert" className="col-span-full m-0 text-sm text-destructive">
              {problem}
            </p>
          )}
          {unit === 'm' && !problem && <p className="col-span-full m-0 text-xs text-muted-foreground">Metres are turned into feet: lengths are shown in feet.</p>}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Set scale</Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
