import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { DEFAULT_CABLE_DIAMETERS, FALLBACK_CABLE_DIAMETER } from '../../../../common/markup/checks/conduit-tables';
import { DEFAULT_RUN_KIND, runKindsOf } from '../../../../common/markup/quantities';
import type { CheckSettings } from '../../../../common/schemas/checks';
import type { QuantitySettings } from '../../../../common/schemas/companies';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useCheckSettings } from '../../../lib/check-settings';
import { useUpdateCheckSettings } from '../api/check-settings';
import { diameterTexts, readCatalogue, type DiameterTexts } from '../model/cable-catalogue-form';
import { ListSkeleton, LoadError } from './list-states';

type RoomNaming = CheckSettings['telecomRoomNaming'];

const NAMINGS: { value: RoomNaming; label: string; hint: string }[] = [
  { value: 'any', label: 'Any name', hint: 'Only duplicate identifiers are reported.' },
  { value: 'floor-letter', label: 'Floor and letter (TIA-606)', hint: 'IDFs and MDFs named like 2A or B1-3C; others are reported.' },
];

/**
 * What the company's standards checks read (issue 28, DESIGN §17): its cables' outside
 * diameters for conduit fill (empty: the common default) and how it names telecom rooms.
 */
export function CheckSettingsSection({ companyId, quantitySettings }: { companyId: string; quantitySettings: QuantitySettings }) {
  const settings = useCheckSettings(companyId);
  if (settings.isPending) return <ListSkeleton rows={2} label="Loading design check settings" />;
  if (settings.isError) return <LoadError title="Failed to fetch design check settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  return <CheckSettingsForm key={JSON.stringify(settings.data)} companyId={companyId} settings={settings.data} quantitySettings={quantitySettings} />;
}

function CheckSettingsForm({ companyId, settings, quantitySettings }: { companyId: string; settings: CheckSettings; quantitySettings: QuantitySettings }) {
  const id = useId();
  const update = useUpdateCheckSettings();
  // Conduits hold cables: every other kind a surveyor may draw has a diameter.
  const cables = runKindsOf(quantitySettings.runKinds).filter((kind) => kind.id !== DEFAULT_RUN_KIND);
  const [naming, setNaming] = useState<RoomNaming>(settings.telecomRoomNaming);
  const [texts, setTexts] = useState<DiameterTexts>(() => diameterTexts(settings.cableCatalogue));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readCatalogue(
      cables.map((kind) => kind.id),
      texts,
    );
    setErrors(read.errors);
    const wrong = cables.find((kind) => read.errors[kind.id]);
    if (wrong) {
      document.getElementById(`${id}-${wrong.id}`)?.focus();
      return;
    }
    // Kinds no longer drawn keep what was set for them.
    const kept = settings.cableCatalogue.filter((cable) => !cables.some((kind) => kind.id === cable.kind));
    update.mutate(
      { companyId, body: { telecomRoomNaming: naming, cableCatalogue: [...read.catalogue, ...kept] } },
      {
        onSuccess: () => toast({ title: 'Design checks saved', description: 'Every project’s checks use them now.' }),
        onError: () => toast({ title: 'Error', description: 'The design check settings could not be saved. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          Design checks
        </h2>
        <p className="m-0 text-sm text-muted-foreground">What the standards checks of every project read: cable sizes for conduit fill, and how telecom rooms are named.</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Telecom room names</legend>
          {NAMINGS.map((option) => (
            <label key={option.value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
              <input
                type="radio"
                name={`${id}-naming`}
                value={option.value}
                checked={naming === option.value}
                onChange={() => setNaming(option.value)}
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{option.label}</span>
                <span className="text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Cable outside diameters, inches</legend>
          <p className="m-0 text-sm text-muted-foreground">Leave a box empty for the common size shown in it.</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {cables.map((kind) => {
              const error = errors[kind.id];
              return (
                <div key={kind.id} className="grid gap-1.5">
                  <Label htmlFor={`${id}-${kind.id}`}>{kind.name}</Label>
                  <Input
                    id={`${id}-${kind.id}`}
                    inputMode="decimal"
                    value={texts[kind.id] ?? ''}
                    placeholder={String(DEFAULT_CABLE_DIAMETERS[kind.id] ?? FALLBACK_CABLE_DIAMETER)}
                    onChange={(event) => setTexts((current) => ({ ...current, [kind.id]: event.target.value }))}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-${kind.id}-error` : undefined}
                  />
                  {error && (
                    <p id={`${id}-${kind.id}-error`} className="m-0 text-sm text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
        <Button type="submit" className="w-fit" disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save design checks
        </Button>
      </form>
    </section>
  );
}
