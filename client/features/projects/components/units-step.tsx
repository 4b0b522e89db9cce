import { useState } from 'react';
import { Loader2, Plus } from 'lucide-react';
import type { Building } from '../../../../common/schemas/buildings';
import type { Survey } from '../../../../common/schemas/surveys';
import type { BulkUnit } from '../../../../common/schemas/units';
import type { UnitType } from '../../../../common/schemas/unit-types';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { newId } from '../../../lib/new-id';
import { useCreateUnits } from '../api/create-units';
import { bulkUnitsOfPattern } from '../model/unit-setup';
import { PatternUnits, type PatternChoice } from './pattern-units';
import { RentRollUnits } from './rent-roll-units';

type Mode = 'pattern' | 'csv';

/**
 * A building's Units step (DESIGN §15): by numbering pattern or from a rent roll; one bulk
 * create, one outbox entry, so the units show at once (offline too) and go in one transaction.
 */
export function UnitsStep({
  projectId,
  building,
  buildings,
  unitTypes,
  surveys,
  onCreated,
}: {
  projectId: string;
  building: Building;
  buildings: readonly Pick<Building, 'id' | 'name'>[];
  unitTypes: readonly Pick<UnitType, 'id' | 'name'>[];
  surveys: readonly Survey[];
  onCreated: () => void;
}) {
  const [mode, setMode] = useState<Mode>('pattern');
  const [pattern, setPattern] = useState<PatternChoice | null>(null);
  const [listed, setListed] = useState<Omit<BulkUnit, 'id'>[]>([]);
  const [error, setError] = useState<string | null>(null);
  const createUnits = useCreateUnits(projectId);

  const count = mode === 'pattern' ? (pattern?.units.length ?? 0) : listed.length;

  function create() {
    if (count === 0 || createUnits.isPending) return;
    setError(null);
    // Client ids made at the tap, so a second tap after a refusal is a new create.
    const withIds: BulkUnit[] =
      mode === 'pattern' && pattern
        ? bulkUnitsOfPattern(pattern.units, building.id, pattern.unitTypeId, newId)
        : listed.map((unit) => ({ ...unit, id: newId() }));
    createUnits.mutate(
      { units: withIds, buildings: [...buildings], surveys: [...surveys], summary: `${count} units in building ${building.name}` },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'sent') {
            const { created, existing } = outcome.answer;
            toast({ title: `${created} units created`, description: existing > 0 ? `${existing} were there already and stay as they were.` : `In building ${building.name}.` });
          } else {
            toast({ title: `${count} units saved on this device`, description: 'They are sent when the connection is back.' });
          }
          onCreated();
        },
        onError: (refusal) => setError(getErrorMessage(refusal, 'The units could not be created. Please try again.')),
      },
    );
  }

  return (
    <section aria-labelledby="units-step-heading" className="grid gap-4">
      <h2 id="units-step-heading" className="text-lg font-semibold tracking-tight">
        Units
      </h2>
      <div role="group" aria-label="How to add units" className="grid grid-cols-2 gap-2 sm:w-fit">
        {(
          [
            ['pattern', 'By pattern'],
            ['csv', 'From a CSV'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            variant="outline"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
            className={cn(mode === value && 'border-primary bg-primary-soft text-primary hover:bg-primary-soft')}
          >
            {label}
          </Button>
        ))}
      </div>
      {mode === 'pattern' ? (
        <PatternUnits building={building} unitTypes={unitTypes} onChange={setPattern} />
      ) : (
        <RentRollUnits building={building} unitTypes={unitTypes} onChange={setListed} />
      )}
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {error}
        </p>
      )}
      <Button onClick={create} disabled={count === 0 || createUnits.isPending} className="w-full sm:w-fit">
        {createUnits.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {count === 0 ? 'Create units' : `Create ${count} ${count === 1 ? 'unit' : 'units'}`}
      </Button>
    </section>
  );
}
