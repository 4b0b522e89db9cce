import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { getErrorMessage } from '../../lib/api-client';
import {
  emptyAccessory,
  emptyPriceRow,
  priceListTexts,
  readPriceList,
  type AccessoryTexts,
  type EditedPriceList,
  type PriceListErrors,
  type PriceListTexts,
  type PriceRowTexts,
} from './price-list-form';

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
  const nextAccessoryKey = useRef(Math.max(0, ...list.items.map((item) => item.accessories?.length ?? 0)));

  function changeRow(key: number, change: Partial<PriceRowTexts>) {
    setTexts((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) }));
  }

  function changeAccessories(key: number, change: (accessories: AccessoryTexts[]) => AccessoryTexts[]) {
    setTexts((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? { ...row, accessories: change(row.accessories) } : row)) }));
  }

  function addAccessory(rowKey: number) {
    const key = nextAccessoryKey.current++;
    changeAccessories(rowKey, (accessories) => [...accessories, emptyAccessory(key)]);
    requestAnimationFrame(() => document.getElementById(`${id}-${rowKey}-accessory-${key}-name`)?.focus());
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
            <div className="grid gap-2 sm:col-span-5">
              {row.accessories.length > 0 && (
                <ul aria-label={`Accessories of ${row.item.trim() || `row ${index + 1}`}`} className="m-0 grid gap-2 border-l-2 border-border pl-3">
                  {row.accessories.map((accessory) => {
                    const at = `${row.key}.accessories.${accessory.key}`;
                    const fieldId = (field: string) => `${id}-${row.key}-accessory-${accessory.key}-${field}`;
                    const change = (patch: Partial<AccessoryTexts>) =>
                      changeAccessories(row.key, (accessories) => accessories.map((other) => (other.key === accessory.key ? { ...other, ...patch } : other)));
                    return (
                      <li key={accessory.key} className="grid list-none gap-2 sm:grid-cols-[minmax(6rem,1fr)_4.5rem_10.5rem_10.5rem_auto] sm:items-start">
                        <div className="grid gap-1">
                          <Label htmlFor={fieldId('name')}>Accessory</Label>
                          <Input id={fieldId('name')} value={accessory.name} placeholder="Faceplate" onChange={(event) => change({ name: event.target.value })} {...described(`${at}.name`)} />
                          <FieldError id={`${id}-${at}.name-error`} message={fieldError(`${at}.name`)} />
                        </div>
                        <div className="grid gap-1">
                          <Label htmlFor={fieldId('per')}>Per item</Label>
                          <Input id={fieldId('per')} inputMode="decimal" value={accessory.perItem} onChange={(event) => change({ perItem: event.target.value })} {...described(`${at}.perItem`)} />
                          <FieldError id={`${id}-${at}.perItem-error`} message={fieldError(`${at}.perItem`)} />
                        </div>
                        <div className="grid gap-1">
                          <Label htmlFor={fieldId('material')}>Accessory material ($)</Label>
                          <Input id={fieldId('material')} inputMode="decimal" value={accessory.material} onChange={(event) => change({ material: event.target.value })} {...described(`${at}.material`)} />
                          <FieldError id={`${id}-${at}.material-error`} message={fieldError(`${at}.material`)} />
                        </div>
                        <div className="grid gap-1">
                          <Label htmlFor={fieldId('labour')}>Accessory labour ($)</Label>
                          <Input id={fieldId('labour')} inputMode="decimal" value={accessory.labour} onChange={(event) => change({ labour: event.target.value })} {...described(`${at}.labour`)} />
                          <FieldError id={`${id}-${at}.labour-error`} message={fieldError(`${at}.labour`)} />
                        </div>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-11 sm:mt-5"
                          aria-label={`Remove ${accessory.name.trim() || 'accessory'} from ${row.item.trim() || `row ${index + 1}`}`}
                          onClick={() => changeAccessories(row.key, (accessories) => accessories.filter((other) => other.key !== accessory.key))}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
              <FieldError id={`${id}-${row.key}.accessories-error`} message={fieldError(`${row.key}.accessories`)} />
              <Button type="button" variant="ghost" className="min-h-11 w-fit px-2 text-sm" onClick={() => addAccessory(row.key)}>
                <Plus aria-hidden="true" />
                Add accessory<span className="sr-only"> to {row.item.trim() || `row ${index + 1}`}</span>
              </Button>
            </div>
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
