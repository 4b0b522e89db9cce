import { useState, type ComponentType } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import type { RepeatItemField } from '../../../../common/schemas/templates';
import { FIELD_TYPE_INFO } from '../../../../common/survey/field-types';
import { Button } from '../../../components/ui/button';
import { describeCondition, toRepeatItemField } from '../model/field-draft';
import { addField, moveField, removeField, replaceFieldKeepingConditions } from '../model/field-list';
import type { FieldDialogProps } from './field-dialog';

export interface SubFieldListProps {
  /** The group's label, for the titles of the dialogs. */
  group: string;
  fields: readonly RepeatItemField[];
  addButtonId: string;
  invalid: boolean;
  onChange: (fields: RepeatItemField[]) => void;
  /** The dialog that edits one of the group's fields: handed in by the group's own dialog, which
   * is that same dialog, so the two files do not import each other. */
  FieldDialog: ComponentType<FieldDialogProps>;
}

type Editing = { mode: 'add'; key: number } | { mode: 'edit'; index: number; key: number };

/** A repeat group's own fields, edited in the same dialog (opened over the group's). */
export function SubFieldList({ group, fields, addButtonId, invalid, onChange, FieldDialog }: SubFieldListProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const editedIndex = editing?.mode === 'edit' ? editing.index : fields.length;
  const edited = editing?.mode === 'edit' ? (fields[editing.index] ?? null) : null;

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" id={`${addButtonId}-heading`}>
        Fields in each item
      </p>
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
          No fields yet: add the answers each item asks for.
        </p>
      ) : (
        <ol aria-labelledby={`${addButtonId}-heading`} className="grid gap-1.5">
          {fields.map((field, index) => (
            <li key={field.name} className="flex items-center gap-2 rounded-md border border-border bg-card py-1 pr-1 pl-3">
              <div className="min-w-0 flex-1 py-1">
                <p className="text-sm font-medium break-words">
                  {field.label}
                  {field.required && <span className="text-destructive"> *</span>}
                </p>
                <p className="text-xs text-muted-foreground">
                  {FIELD_TYPE_INFO[field.type].label}
                  {field.visibleWhen && ` · ${describeCondition(field.visibleWhen, fields)}`}
                </p>
              </div>
              <Button type="button" variant="ghost" size="icon" aria-label={`Edit ${field.label}`} title="Edit" onClick={() => setEditing({ mode: 'edit', index, key: Date.now() })}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move ${field.label} up`}
                title="Move up"
                aria-disabled={index === 0 || undefined}
                onClick={() => index > 0 && onChange(moveField(fields, index, 'up'))}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Move ${field.label} down`}
                title="Move down"
                aria-disabled={index === fields.length - 1 || undefined}
                onClick={() => index < fields.length - 1 && onChange(moveField(fields, index, 'down'))}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${field.label}`}
                title="Remove"
                className="text-destructive hover:bg-red-50 hover:text-destructive"
                onClick={() => onChange(removeField(fields, index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        type="button"
        id={addButtonId}
        variant="outline"
        aria-invalid={invalid || undefined}
        className="justify-self-start"
        onClick={() => setEditing({ mode: 'add', key: Date.now() })}
      >
        <Plus aria-hidden="true" />
        Add field to group
      </Button>

      {editing && (
        <FieldDialog
          key={editing.key}
          group={group}
          field={edited}
          otherNames={fields.filter((_, i) => i !== editedIndex).map((field) => field.name)}
          earlierFields={fields.slice(0, editedIndex)}
          onClose={() => setEditing(null)}
          onSubmit={(field) => {
            const item = toRepeatItemField(field);
            if (item) onChange(editing.mode === 'edit' ? replaceFieldKeepingConditions(fields, editing.index, item) : addField(fields, item));
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
