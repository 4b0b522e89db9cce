import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { getErrorMessage } from '../../lib/api-client';
import { emptyPriceRow, priceListTexts, readPriceList, type EditedPriceList, type PriceListErrors, type PriceListTexts, type PriceRowTexts } from './price-list-form';

export interface PriceListEditorProps {
  list: EditedPriceList;
  /** A project's list: a blank markup is the company's, and the list holds only what it overrides. */
  inherits?: boolean;
  /** Saves the list; a rejection is shown beneath the form. */
  onSave: (list: EditedPriceList) => Promise<unknown>;
  saving: boolean;
  /** What the list is for, beneath the markup's label. */
  markupHint?: ReactNode;
  emptyText: string;
}

/**
 * The price list as typed (issue 28): the markup, then per item (a run kind per foot, a marker
 * code each) material and labour, checked beside each field before it is sent. The company's
 * list on its dashboard, and a project's own prices over it.
 */
export function PriceListEditor({ list, inherits = false, onSave, saving, markupHint, emptyText }: PriceListEditorProps) {
  const id = useId();
  const [texts, setTexts] = useState<PriceListTexts>(() => priceListTexts(list));
  const [errors, setErrors] = useState<PriceListErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const nextKey = useRef(list.items.length);

  function changeRow(key: number, change: Partial<PriceRowTexts>) {
    setTexts((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) }));
  }

  function addRow() {
    const key = nextKey.current++;
    setTexts((current) => ({ ...current, rows: [...current.rows, emptyPriceRow(key)] }));
    // The new row's item is where the admin types next.
    requestAnimationFrame(() => document.getElementById(`${id}-${key}-item`)?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPriceList(texts, { inherits });
    setErrors(read.errors);
    setServerError(null);
    if (!read.value) return;
    onSave(read.value).catch((error: unknown) => setServerError(getErrorMessage(error, 'The prices could not be saved. Please try again.')));
  }

  const fieldError = (key: string) => errors[key];
  const described = (key: string, hint?: string) => {
    const ids = [errors[key] ? `${id}-${key}-error` : null, hint ?? null].filter(Boolean).join(' ');
    return { ...(errors[key] ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid max-w-64 gap-1.5">
        <Label htmlFor={`${id}-markup`}>Markup (%)</Label>
        <Input
          id={`${id}-markup`}
          inputMode="decimal"
          value={texts.markupPercent}
          placeholder={inherits ? 'The company’s' : undefined}
          onChange={(event) => setTexts((current) => ({ ...current, markupPercent: event.target.value }))}
          {...described('markupPercent', markupHint ? `${id}-markup-hint` : undefined)}
        />
        {markupHint && (
          <p id={`${id}-markup-hint`} className="m-0 text-sm text-muted-foreground">
            {markupHint}
          </p>
        )}
        <FieldError id={`${id}-markupPercent-error`} message={fieldError('markupPercent')} />
      </div>
      <ul aria-label="Priced items" className="m-0 grid gap-3 p-0">
        {texts.rows.map((row, index) => (
          <li key={row.key} className="grid list-none gap-3 rounded-md border border-border/70 p-3 sm:grid-cols-[minmax(8rem,1fr)_7rem_8rem_8rem_auto] sm:items-start">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-${row.key}-item`}>Item code</Label>
              <Input id={`${id}-${row.key}-item`} value={row.item} onChange={(event) => changeRow(row.key, { item: event.target.value })} {...described(`${row.key}.item`)} />
              <FieldError id={`${id}-${row.key}.item-error`} message={fieldError(`${row.key}.item`)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-${row.key}-unit`}>Unit</Label>
              <NativeSelect id={`${id}-${row.key}-unit`} value={row.unit} onChange={(event) => changeRow(row.key, { unit: event.target.value as 'ft' | 'each' })}>
                <option value="ft">per ft</option>
                <option value="each">each</option>
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-${row.key}-material`}>Material ($)</Label>
              <Input id={`${id}-${row.key}-material`} inputMode="decimal" value={row.material} onChange={(event) => changeRow(row.key, { material: event.target.value })} {...described(`${row.key}.material`)} />
              <FieldError id={`${id}-${row.key}.material-error`} message={fieldError(`${row.key}.material`)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-${row.key}-labour`}>Labour ($)</Label>
              <Input id={`${id}-${row.key}-labour`} inputMode="decimal" value={row.labour} onChange={(event) => changeRow(row.key, { labour: event.target.value })} {...described(`${row.key}.labour`)} />
              <FieldError id={`${id}-${row.key}.labour-error`} message={fieldError(`${row.key}.labour`)} />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11 sm:mt-6"
              aria-label={`Remove ${row.item.trim() || `row ${index + 1}`}`}
              onClick={() => setTexts((current) => ({ ...current, rows: current.rows.filter((other) => other.key !== row.key) }))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
            {row.accessories && row.accessories.length > 0 && (
              <p className="m-0 text-sm text-muted-foreground sm:col-span-5">
                With each: {row.accessories.map((accessory) => `${accessory.perItem} × ${accessory.name} ($${accessory.material} + $${accessory.labour})`).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
      {texts.rows.length === 0 && <p className="m-0 text-sm text-muted-foreground">{emptyText}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={addRow}>
          <Plus aria-hidden="true" />
          Add item
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save prices
        </Button>
      </div>
      {serverError && (
        <p role="alert" className="m-0 text-sm text-destructive">
          {serverError}
        </p>
      )}
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="m-0 text-sm text-destructive">
      {message}
    </p>
  );
}
