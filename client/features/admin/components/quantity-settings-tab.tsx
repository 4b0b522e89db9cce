import { useId, useState, type FormEvent } from 'react';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { DEFAULT_RUN_KINDS, type RunKind } from '../../../../common/markup/quantities';
import { AllowanceFields, readAllowances, type AllowanceKey, type AllowanceTexts } from '../../../components/allowance-fields';
import type { QuantitySettings } from '../../../../common/schemas/companies';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useQuantitySettings } from '../../../lib/quantity-settings';
import { useUpdateQuantitySettings } from '../api/quantity-settings';
import { runKindId } from '../model/run-kind-id';
import { CheckSettingsSection } from './check-settings-form';
import { ListSkeleton, LoadError } from './list-states';

/**
 * The company's quantity settings (issue 14): the run kinds its surveyors draw beside the
 * defaults, and the allowances every project uses unless it sets its own.
 */
export function QuantitySettingsTab({ companyId }: { companyId: string }) {
  const settings = useQuantitySettings(companyId);
  if (settings.isPending) return <ListSkeleton rows={2} label="Loading quantity settings" />;
  if (settings.isError) return <LoadError title="Failed to fetch quantity settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <AllowancesForm key={JSON.stringify(settings.data.allowances)} companyId={companyId} settings={settings.data} />
      <RunKindsEditor companyId={companyId} settings={settings.data} />
      <div className="lg:col-span-2">
        <CheckSettingsSection companyId={companyId} quantitySettings={settings.data} />
      </div>
    </div>
  );
}

function AllowancesForm({ companyId, settings }: { companyId: string; settings: QuantitySettings }) {
  const id = useId();
  const update = useUpdateQuantitySettings();
  const [texts, setTexts] = useState<AllowanceTexts>(() => ({
    slackFeetPerEnd: String(settings.allowances.slackFeetPerEnd),
    floorHeightFeet: String(settings.allowances.floorHeightFeet),
    wastePercent: String(settings.allowances.wastePercent),
  }));
  const [errors, setErrors] = useState<Partial<Record<AllowanceKey, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty: nothing added.
    const read = readAllowances(texts, 0);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) return;
    update.mutate(
      { companyId, body: { allowances: read.values } },
      {
        onSuccess: () => toast({ title: 'Allowances saved', description: 'Projects without their own use them now.' }),
        onError: () => toast({ title: 'Error', description: 'The allowances could not be saved. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          Quantity allowances
        </h2>
        <p className="m-0 text-sm text-muted-foreground">What every project&apos;s quantities add to the runs drawn, unless the project sets its own. 0 adds nothing.</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <AllowanceFields texts={texts} errors={errors} onChange={(key, text) => setTexts((current) => ({ ...current, [key]: text }))} />
        <Button type="submit" className="w-fit" disabled={update.isPending}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save allowances
        </Button>
      </form>
    </section>
  );
}

function RunKindsEditor({ companyId, settings }: { companyId: string; settings: QuantitySettings }) {
  const id = useId();
  const update = useUpdateQuantitySettings();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<RunKind | null>(null);

  function save(runKinds: RunKind[], done: string) {
    update.mutate(
      { companyId, body: { runKinds } },
      {
        onSuccess: () => toast({ title: done }),
        onError: () => toast({ title: 'Error', description: 'The run kinds could not be saved. Please try again.', variant: 'destructive' }),
      },
    );
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    const kindId = runKindId(trimmed);
    const taken = [...DEFAULT_RUN_KINDS, ...settings.runKinds];
    if (trimmed === '' || kindId === '') return setError('Enter a name with letters or digits.');
    if (trimmed.length > 60) return setError('Use at most 60 characters.');
    if (taken.some((kind) => kind.id === kindId || kind.name.toLowerCase() === trimmed.toLowerCase())) return setError('There is a run kind of that name already.');
    setError(null);
    save([...settings.runKinds, { id: kindId, name: trimmed }], `${trimmed} added`);
    setName('');
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          Run kinds
        </h2>
        <p className="m-0 text-sm text-muted-foreground">The kinds a surveyor gives a run on a plan; the quantities total feet per kind.</p>
      </div>
      <ul aria-label="Run kinds" className="m-0 grid gap-1 p-0">
        {DEFAULT_RUN_KINDS.map((kind) => (
          <li key={kind.id} className="flex min-h-11 list-none items-center justify-between gap-2 border-b border-border/60 text-sm">
            <span>{kind.name}</span>
            <span className="text-xs text-muted-foreground">Default</span>
          </li>
        ))}
        {settings.runKinds.map((kind) => (
          <li key={kind.id} className="flex min-h-11 list-none items-center justify-between gap-2 border-b border-border/60 text-sm">
            <span className="font-medium">{kind.name}</span>
            <Button variant="ghost" size="icon" aria-label={`Remove ${kind.name}`} onClick={() => setRemoving(kind)} disabled={update.isPending}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={add} className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>New run kind</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-name`}
            value={name}
            placeholder="e.g. Fiber 12-strand SMF"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" variant="outline" disabled={update.isPending}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} className="m-0 text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this run kind'}?`}
        description="Runs already drawn with it keep it and are still totalled under it; surveyors can no longer choose it for new runs."
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) save(settings.runKinds.filter((kind) => kind.id !== removing.id), `${removing.name} removed`);
          setRemoving(null);
        }}
      />
    </section>
  );
}
