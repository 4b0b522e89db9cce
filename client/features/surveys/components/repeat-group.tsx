import { useEffect, useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { TemplateField } from '../../../../common/schemas/templates';
import { visibleFields } from '../../../../common/survey/progress';
import { ownValue } from '../../../../common/survey/own-values';
import { lazyPopup } from '../../../components/deferred-popup';
import { Button } from '../../../components/ui/button';
import type { FormValue, ItemValue } from '../model/field-values';
import { addItem, canAddItem, canRemoveItem, itemErrors, itemsOf, removeItem, setItemValue } from '../model/repeat-items';
import { SurveyField, fieldInputId } from './survey-field';

// The confirmation's code (Radix AlertDialog) loads when it is first asked for.
const ConfirmDialog = lazyPopup('dialog', async () => (await import('../../../components/confirm-dialog')).ConfirmDialog);

export const itemFieldId = (group: string, index: number, name: string) => `${fieldInputId(group)}-${index + 1}-${name}`;

export interface RepeatGroupProps {
  field: TemplateField;
  value: unknown;
  /** Every item's errors show (Complete Survey was pressed); else a field's once it was left. */
  showErrors: boolean;
  onChange: (value: FormValue) => void;
}

/**
 * A repeat group (issue 15): one card per item with the group's own fields (their conditions
 * name the item's other fields), 'Add <label>' up to maxItems, and Remove, asked first, down to
 * minItems. The whole list is the field's value.
 */
export function RepeatGroup({ field, value, showErrors, onChange }: RepeatGroupProps) {
  const items = itemsOf(value);
  const own = field.fields ?? [];
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const removable = canRemoveItem(field, items.length);
  // An item just added takes the focus on its first field, so the keyboard carries on there.
  const added = useRef<number | null>(null);
  const firstOwn = own[0]?.name;
  useEffect(() => {
    const index = added.current;
    if (index === null || index >= items.length || firstOwn === undefined) return;
    added.current = null;
    document.getElementById(itemFieldId(field.name, index, firstOwn))?.focus();
  }, [items.length, field.name, firstOwn]);

  return (
    <div className="grid gap-3">
      {items.length === 0 && <p className="text-sm text-muted-foreground">None added yet.</p>}
      <ol className="m-0 grid list-none gap-3 p-0">
        {items.map((item, index) => {
          const errors = itemErrors(own, item);
          const name = `${field.label} ${index + 1}`;
          return (
            // Items have no ids of their own: an item is its place in the list.
            <li key={index} aria-label={name} className="grid gap-4 rounded-lg border border-border bg-muted/30 p-3 sm:p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="m-0 text-sm font-semibold">{name}</h3>
                <ConfirmDialog
                  trigger={
                    <Button
                      variant="ghost"
                      className="min-w-11 px-3 text-destructive hover:bg-red-50"
                      disabled={!removable}
                      title={removable ? `Remove ${name}` : `At least ${field.minItems ?? 0} needed`}
                    >
                      <Trash2 aria-hidden="true" />
                      <span className="sr-only sm:not-sr-only">Remove</span>
                      <span className="sr-only"> {name}</span>
                    </Button>
                  }
                  title={`Remove ${name}?`}
                  description={`${name} and what was entered in it will be removed from this form.`}
                  confirmLabel="Remove"
                  onConfirm={() => onChange(removeItem(items, index))}
                />
              </div>
              <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
                {visibleFields(own, item).map((sub) => {
                  const key = `${index}:${sub.name}`;
                  return (
                    <SurveyField
                      key={sub.name}
                      id={itemFieldId(field.name, index, sub.name)}
                      field={sub}
                      number={null}
                      value={ownValue(item, sub.name)}
                      error={showErrors || touched.has(key) ? (ownValue(errors, sub.name) ?? null) : null}
                      onChange={(next) => onChange(setItemValue(items, index, sub.name, next as ItemValue))}
                      onBlur={() => touch(key)}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          id={items.length === 0 ? fieldInputId(field.name) : undefined}
          disabled={!canAddItem(field, items.length)}
          onClick={() => {
            added.current = items.length;
            onChange(addItem(field, items));
          }}
        >
          <Plus aria-hidden="true" />
          Add {field.label}
        </Button>
        {field.maxItems !== undefined && (
          <span className="text-sm text-muted-foreground">
            {items.length} of at most {field.maxItems}
          </span>
        )}
      </div>
    </div>
  );
}
