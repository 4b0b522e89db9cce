import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { TemplateField } from '../../../../common/schemas/templates';
import { FIELD_TYPE_INFO } from '../../../../common/survey/field-types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { MoveDirection } from '../model/field-list';
import { describeCondition, describeRepeat } from '../model/field-draft';

export interface FieldListProps {
  fields: readonly TemplateField[];
  onEdit: (index: number) => void;
  onMove: (index: number, direction: MoveDirection) => void;
  onRemove: (index: number) => void;
}

/** The template's fields: a table from tablet width up, stacked cards on a phone. */
export function FieldList({ onMove, ...rest }: FieldListProps) {
  const { fields } = rest;
  // A moved row is re-inserted in the DOM, which drops keyboard focus: put it back on the button.
  const refocus = useRef<{ name: string; direction: MoveDirection } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const buttons = document.querySelectorAll<HTMLElement>(`[data-move="${target.direction}"][data-field="${CSS.escape(target.name)}"]`);
    [...buttons].find((button) => button.offsetParent !== null)?.focus();
  }, [fields]);

  const props: FieldListProps = {
    ...rest,
    onMove: (index, direction) => {
      onMove(index, direction);
      const name = fields[index]?.name;
      if (name !== undefined && document.activeElement?.getAttribute('data-field') === name) refocus.current = { name, direction };
    },
  };
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Template fields</caption>
          <thead className="bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="w-12 px-3 py-3">
                #
              </th>
              <th scope="col" className="px-3 py-3">
                Label
              </th>
              <th scope="col" className="px-3 py-3">
                Type
              </th>
              <th scope="col" className="px-3 py-3">
                Required
              </th>
              <th scope="col" className="px-3 py-3">
                Options
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {fields.map((field, index) => (
              <tr key={field.name} className="align-middle hover:bg-muted/30">
                <td className="px-3 py-2 font-medium text-muted-foreground tabular-nums">{index + 1}</td>
                <th scope="row" className="max-w-64 px-3 py-2 font-medium">
                  <span className="block break-words">{field.label}</span>
                  <span className="block font-mono text-xs font-normal text-muted-foreground">{field.name}</span>
                  <ConditionNote field={field} fields={fields} />
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{FIELD_TYPE_INFO[field.type].label}</td>
                <td className="px-3 py-2">
                  <RequiredBadge required={field.required} />
                </td>
                <td className="max-w-64 px-3 py-2 text-muted-foreground">
                  <OptionsSummary field={field} />
                </td>
                <td className="px-3 py-1.5">
                  <FieldActions {...props} index={index} className="justify-end" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ol aria-label="Template fields" className="grid gap-3 md:hidden">
        {fields.map((field, index) => (
          <li key={field.name} className="rounded-lg border border-border bg-card p-4 shadow-xs">
            <div className="flex items-start gap-3">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold tabular-nums">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{field.label}</p>
                <p className="font-mono text-xs break-all text-muted-foreground">{field.name}</p>
                <ConditionNote field={field} fields={fields} />
                <div className="mt-2 flex flex-wrap gap-1.5">
                  <Badge variant="outline">{FIELD_TYPE_INFO[field.type].label}</Badge>
                  <RequiredBadge required={field.required} />
                </div>
                {hasDetails(field) && (
                  <p className="mt-2 text-sm text-muted-foreground">
                    <OptionsSummary field={field} />
                  </p>
                )}
              </div>
            </div>
            <FieldActions {...props} index={index} className="mt-3 border-t border-border pt-3" />
          </li>
        ))}
      </ol>
    </>
  );
}

function RequiredBadge({ required }: { required: boolean }) {
  return required ? <Badge variant="soft">Required</Badge> : <Badge variant="secondary">Optional</Badge>;
}

const SHOWN_OPTIONS = 3;

/** Whether the Options column has something to say about this field. */
function hasDetails(field: TemplateField): boolean {
  const has = FIELD_TYPE_INFO[field.type];
  return (has.options && (field.options?.length ?? 0) > 0) || has.items || (has.range && (field.min !== undefined || field.max !== undefined)) || has.photoCount;
}

/** "From -10 to 60", "From 0", "Up to 60". */
function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `From ${min} to ${max}`;
  return min !== undefined ? `From ${min}` : `Up to ${max}`;
}

/** The Options column: a choice's options, a group's shape, a number's range, a photo count. */
function OptionsSummary({ field }: { field: TemplateField }) {
  if (!hasDetails(field)) return <span aria-label="No options">—</span>;
  const has = FIELD_TYPE_INFO[field.type];
  if (has.items) return <span>{describeRepeat(field)}</span>;
  if (has.range) return <span>{rangeText(field.min, field.max)}</span>;
  if (has.photoCount) return <span>{field.photoCount === undefined || field.photoCount === 1 ? '1 photo' : `${field.photoCount} photos`}</span>;
  const options = field.options ?? [];
  const more = options.length - SHOWN_OPTIONS;
  return (
    <span title={options.join(', ')}>
      {options.slice(0, SHOWN_OPTIONS).join(', ')}
      {more > 0 && <span className="whitespace-nowrap"> +{more} more</span>}
    </span>
  );
}

/** "Shows when Riser present is Yes", under the field's name. */
function ConditionNote({ field, fields }: { field: TemplateField; fields: readonly TemplateField[] }) {
  if (!field.visibleWhen) return null;
  return <span className="mt-1 block text-xs font-normal text-primary">{describeCondition(field.visibleWhen, fields)}</span>;
}

function FieldActions({ fields, index, onEdit, onMove, onRemove, className }: FieldListProps & { index: number; className?: string }) {
  const label = fields[index]?.label ?? '';
  const name = fields[index]?.name;
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} title="Edit" onClick={() => onEdit(index)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${label} up`}
        title="Move up"
        data-field={name}
        data-move="up"
        aria-disabled={index === 0 || undefined}
        onClick={() => index > 0 && onMove(index, 'up')}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${label} down`}
        title="Move down"
        data-field={name}
        data-move="down"
        aria-disabled={index === fields.length - 1 || undefined}
        onClick={() => index < fields.length - 1 && onMove(index, 'down')}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${label}`}
        title="Remove"
        className="text-destructive hover:bg-red-50 hover:text-destructive"
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
