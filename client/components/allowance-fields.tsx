import { useId } from 'react';
import type { QuantityAllowances } from '../../common/markup/quantities';
import { Input } from './ui/input';
import { Label } from './ui/label';

// The three quantity allowances (DESIGN §11) as a company sets them and as a project overrides
// them: one set of labelled inputs, one reading of what was typed.

export type AllowanceKey = keyof QuantityAllowances;
export type AllowanceTexts = Record<AllowanceKey, string>;

export const ALLOWANCE_FIELDS: readonly { key: AllowanceKey; label: string; unit: string; max: number; help: string }[] = [
  { key: 'slackFeetPerEnd', label: 'Slack per run end', unit: 'ft', max: 1000, help: 'Added at both ends of every run: terminations and service loops.' },
  { key: 'floorHeightFeet', label: 'Floor-to-floor height', unit: 'ft', max: 100, help: 'Added for each floor a run rises or falls.' },
  { key: 'wastePercent', label: 'Waste', unit: '%', max: 100, help: 'Added to every run’s feet.' },
];

/**
 * The typed allowances read as numbers; an empty field is `empty` (0 for a company, the
 * company's for a project). Errors are keyed by field, in the form's words.
 */
export function readAllowances<E extends number | null>(texts: AllowanceTexts, empty: E): { values: Record<AllowanceKey, number | E>; errors: Partial<Record<AllowanceKey, string>> } {
  const values = {} as Record<AllowanceKey, number | E>;
  const errors: Partial<Record<AllowanceKey, string>> = {};
  for (const field of ALLOWANCE_FIELDS) {
    const text = texts[field.key].trim().replace(',', '.');
    const value = text === '' ? empty : Number(text);
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > field.max)) {
      errors[field.key] = empty === null ? `Enter a number from 0 to ${field.max}, or leave it empty.` : `Enter a number from 0 to ${field.max}.`;
    } else values[field.key] = value;
  }
  return { values, errors };
}

/** The three inputs, each labelled with its unit, its help and its error. */
export function AllowanceFields({
  texts,
  errors,
  onChange,
  placeholders,
}: {
  texts: AllowanceTexts;
  errors: Partial<Record<AllowanceKey, string>>;
  onChange: (key: AllowanceKey, text: string) => void;
  /** What an empty field stands for (a project: the company's allowance). */
  placeholders?: Partial<Record<AllowanceKey, string>>;
}) {
  const id = useId();
  return ALLOWANCE_FIELDS.map((field) => {
    const inputId = `${id}-${field.key}`;
    const error = errors[field.key];
    return (
      <div key={field.key} className="grid gap-1.5">
        <Label htmlFor={inputId}>
          {field.label} ({field.unit})
        </Label>
        <Input
          id={inputId}
          inputMode="decimal"
          placeholder={placeholders?.[field.key]}
          value={texts[field.key]}
          onChange={(event) => onChange(field.key, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
        />
        <p id={`${inputId}-help`} className="m-0 text-xs text-muted-foreground">
          {field.help}
        </p>
        {error && (
          <p id={`${inputId}-error`} className="m-0 text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  });
}
