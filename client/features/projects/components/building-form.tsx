import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { readBuildingForm, type BuildingDraft, type BuildingFormErrors } from '../model/building-form';

export interface BuildingFormProps {
  initial: BuildingDraft;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal (a name taken, floors in use), as its sentence. */
  serverError?: string | null;
  onSubmit: (value: { name: string; lowestFloor: number; highestFloor: number }) => void;
}

/** A building's name and floors (basements negative); checked here as the server checks them. */
export function BuildingForm({ initial, submitLabel, pending, serverError, onSubmit }: BuildingFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<BuildingFormErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readBuildingForm(draft);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onSubmit(read.value);
  }

  const field = (key: keyof BuildingDraft, label: string, extra: { inputMode?: 'numeric' | 'text'; hint?: string } = {}) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`building-${key}`}>{label}</Label>
      <Input
        id={`building-${key}`}
        value={draft[key]}
        inputMode={extra.inputMode}
        onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `building-${key}-error` : extra.hint ? `building-${key}-hint` : undefined}
      />
      {errors[key] ? (
        <p id={`building-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      ) : (
        extra.hint && (
          <p id={`building-${key}-hint`} className="text-xs text-muted-foreground">
            {extra.hint}
          </p>
        )
      )}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {field('name', 'Building name')}
      <div className="grid grid-cols-2 gap-3">
        {field('lowestFloor', 'Lowest floor', { inputMode: 'text', hint: 'Basements are negative: -1' })}
        {field('highestFloor', 'Highest floor', { inputMode: 'text' })}
      </div>
      {serverError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
