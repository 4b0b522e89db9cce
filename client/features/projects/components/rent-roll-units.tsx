import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import type { Building } from '../../../../common/schemas/buildings';
import type { BulkUnit } from '../../../../common/schemas/units';
import type { UnitType } from '../../../../common/schemas/unit-types';
import { parseRentRoll } from '../../../../common/survey/rent-roll';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { unitsWithinFloors } from '../model/unit-setup';

/** Lines of errors shown before the rest are summed up. */
const ERRORS_SHOWN = 8;

/**
 * Units from a rent roll, pasted or uploaded as CSV (common/survey/rent-roll.ts): columns found by
 * their header; each bad line named with what is wrong; the good lines still go.
 */
export function RentRollUnits({
  building,
  unitTypes,
  onChange,
}: {
  /** The building whose step this is: a file without a Building column is all its units. */
  building: Pick<Building, 'id' | 'name' | 'lowestFloor' | 'highestFloor'>;
  unitTypes: readonly Pick<UnitType, 'id' | 'name'>[];
  onChange: (units: Omit<BulkUnit, 'id'>[]) => void;
}) {
  const [text, setText] = useState('');
  const roll = useMemo(() => {
    if (text.trim() === '') return null;
    const read = parseRentRoll(text, { buildings: [building], unitTypes });
    return { ...read, ...unitsWithinFloors(read.units, [building]) };
  }, [text, building, unitTypes]);
  // onChange is the step's state setter (stable): it hears what the button would make.
  useEffect(() => {
    onChange(roll?.units ?? []);
  }, [roll, onChange]);
  const leftOut = roll ? roll.errors.length + roll.problems.length : 0;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="rent-roll">Rent roll (CSV)</Label>
        <Textarea
          id="rent-roll"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          placeholder={'Building,Unit,Floor,Type\nC,101,1,Studio'}
          className="font-mono text-sm"
          aria-describedby="rent-roll-hint"
        />
        <p id="rent-roll-hint" className="text-xs text-muted-foreground">
          Paste it with its header line; columns such as Bldg, Unit #, Floor and Floor Plan are found by name.
        </p>
      </div>
      <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium shadow-sm hover:bg-muted has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring">
        <Upload className="size-4" aria-hidden="true" />
        Upload a CSV file
        <input type="file" accept=".csv,text/csv,text/plain" className="sr-only" onChange={(event) => void upload(event)} />
      </label>
      {roll && (
        <div aria-live="polite" className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="rent-roll-summary">
          <p className="font-medium">
            {roll.units.length} {roll.units.length === 1 ? 'unit' : 'units'} read
            {leftOut > 0 && `, ${leftOut} ${leftOut === 1 ? 'line' : 'lines'} left out`}
          </p>
          {roll.missingBuildings.length > 0 && (
            <p>Lines of other buildings ({roll.missingBuildings.join(', ')}) are left out: paste those in their own building.</p>
          )}
          {roll.missingUnitTypes.length > 0 && <p>Unit types the project does not have yet: {roll.missingUnitTypes.join(', ')}.</p>}
          {leftOut > 0 && (
            <ul className="grid gap-1 text-destructive">
              {[...roll.errors.map((error) => `Line ${error.line}: ${error.message}`), ...roll.problems].slice(0, ERRORS_SHOWN).map((message) => (
                <li key={message}>{message}</li>
              ))}
              {leftOut > ERRORS_SHOWN && <li>and {leftOut - ERRORS_SHOWN} more lines</li>}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
