import { useEffect, useMemo, useState } from 'react';
import type { Building } from '../../../../common/schemas/buildings';
import type { UnitType } from '../../../../common/schemas/unit-types';
import type { NumberedUnit } from '../../../../common/survey/unit-numbering';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { DEFAULT_NUMBERING, expandPattern, floorLabel, floorPreviews, parseFloor, type FloorPreview } from '../model/unit-setup';

/** Floors shown in the preview: the top and bottom ones, the middle summed up. */
const PREVIEW_FLOORS = 6;

function shownFloors(previews: FloorPreview[]): (FloorPreview | { hidden: number })[] {
  if (previews.length <= PREVIEW_FLOORS) return previews;
  const half = PREVIEW_FLOORS / 2;
  return [...previews.slice(0, half), { hidden: previews.length - PREVIEW_FLOORS }, ...previews.slice(-half)];
}

export interface PatternChoice {
  units: NumberedUnit[];
  unitTypeId: string | null;
}

/**
 * Units by numbering pattern: the same floors for all, units per floor, an optional unit type,
 * and a live preview made by the server's own function (first and last numbers per floor, the
 * count, or the sentence saying why the pattern is refused). Reports what it would make.
 */
export function PatternUnits({
  building,
  unitTypes,
  onChange,
}: {
  building: Pick<Building, 'name' | 'lowestFloor' | 'highestFloor'>;
  unitTypes: readonly Pick<UnitType, 'id' | 'name'>[];
  onChange: (choice: PatternChoice | null) => void;
}) {
  const [numbering, setNumbering] = useState(DEFAULT_NUMBERING);
  const [perFloor, setPerFloor] = useState('');
  const [from, setFrom] = useState(String(building.lowestFloor));
  const [to, setTo] = useState(String(building.highestFloor));
  const [unitTypeId, setUnitTypeId] = useState('');

  const outcome = useMemo(() => {
    if (perFloor.trim() === '') return null;
    const unitsPerFloor = Number(perFloor);
    const floors = { from: parseFloor(from), to: parseFloor(to) };
    if (floors.from === null || floors.to === null) return { ok: false as const, error: 'The floors must be whole numbers (basements are negative: -1).' };
    if (floors.from < building.lowestFloor || floors.to > building.highestFloor) {
      return { ok: false as const, error: `This building's floors go from ${building.lowestFloor} to ${building.highestFloor}; change the building first.` };
    }
    return expandPattern({ numbering, building, floors: { from: floors.from, to: floors.to }, unitsPerFloor });
  }, [numbering, perFloor, from, to, building]);

  // Tell the step what its button would make, whenever that changes.
  // onChange is the step's state setter (stable): it hears what the button would make.
  useEffect(() => {
    onChange(outcome?.ok ? { units: outcome.value, unitTypeId: unitTypeId || null } : null);
  }, [outcome, unitTypeId, onChange]);

  const previews = outcome?.ok ? floorPreviews(outcome.value) : [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="units-per-floor">Units per floor</Label>
          <Input id="units-per-floor" inputMode="numeric" value={perFloor} onChange={(event) => setPerFloor(event.target.value)} placeholder="12" />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="units-numbering">Numbering pattern</Label>
          <Input id="units-numbering" value={numbering} onChange={(event) => setNumbering(event.target.value)} aria-describedby="units-numbering-hint" />
          <p id="units-numbering-hint" className="text-xs text-muted-foreground">
            {'{floor}'}, {'{index}'}, {'{letter}'}, {'{building}'}; {'{index:02}'} pads to 2 digits.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid content-start gap-1.5">
            <Label htmlFor="units-from">From floor</Label>
            <Input id="units-from" value={from} onChange={(event) => setFrom(event.target.value)} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor="units-to">To floor</Label>
            <Input id="units-to" value={to} onChange={(event) => setTo(event.target.value)} />
          </div>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="units-type">Unit type (optional)</Label>
          <NativeSelect id="units-type" value={unitTypeId} onChange={(event) => setUnitTypeId(event.target.value)}>
            <option value="">No type</option>
            {unitTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div aria-live="polite" className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="units-preview">
        {outcome === null && <p className="text-muted-foreground">Enter the units per floor to see the numbers.</p>}
        {outcome && !outcome.ok && (
          <p role="alert" className="text-destructive">
            {outcome.error}
          </p>
        )}
        {outcome?.ok && (
          <>
            <p className="font-medium">
              {outcome.value.length} units on {previews.length} {previews.length === 1 ? 'floor' : 'floors'}
            </p>
            <ul className="grid gap-1">
              {shownFloors(previews).map((line) =>
                'hidden' in line ? (
                  <li key="more" className="text-muted-foreground">
                    … {line.hidden} more floors …
                  </li>
                ) : (
                  <li key={line.floor} className="flex justify-between gap-3 tabular-nums">
                    <span>{floorLabel(line.floor)}</span>
                    <span>
                      {line.first}
                      {line.count > 1 && ` … ${line.last}`} ({line.count})
                    </span>
                  </li>
                ),
              )}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
