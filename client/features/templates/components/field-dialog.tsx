import { useState, type FormEvent, type ReactNode } from 'react';
import type { RepeatItemField, TemplateField } from '../../../../common/schemas/templates';
import { FIELD_TYPE_INFO, FIELD_TYPES, REPEAT_ITEM_TYPES } from '../../../../common/survey/field-types';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import {
  conditionRuleLabel,
  conditionRules,
  conditionSources,
  draftFromField,
  fieldFromDraft,
  newFieldDraft,
  validateFieldDraft,
  withConditionField,
  withLabel,
  withName,
  type ConditionDraft,
  type ConditionRule,
  type FieldDraft,
  type FieldDraftErrors,
  type FieldDraftKey,
} from '../model/field-draft';
import { formatOptions, parseOptions } from '../model/field-list';
import { Checkbox } from './checkbox';
import { SubFieldList } from './sub-field-list';

type AnyField = TemplateField | RepeatItemField;

export interface FieldDialogProps {
  /** The field being edited, or null to add a new one. Mount with a key per opening. */
  field: AnyField | null;
  /** The names of every other field, which this one must not reuse. */
  otherNames: readonly string[];
  /** The fields above this one in its list: the ones its "Show only when…" may name. */
  earlierFields: readonly AnyField[];
  /** Set for a repeat group's own field: named after the group, no groups or photos inside. */
  group?: string;
  onSubmit: (field: TemplateField) => void;
  onClose: () => void;
}

/** In the order they show, so a refused submit focuses the first input to fix. */
const INPUT_ORDER: readonly FieldDraftKey[] = [
  'label',
  'name',
  'type',
  'help',
  'placeholder',
  'options',
  'min',
  'max',
  'photoCount',
  'minItems',
  'maxItems',
  'fields',
  'condition',
];

/** Add or edit one field: every property its type has, and when it shows. */
export function FieldDialog({ field, otherNames, earlierFields, group, onSubmit, onClose }: FieldDialogProps) {
  const adding = field === null;
  const nested = group !== undefined;
  // A group's own field opens over the group's dialog: its inputs need ids of their own.
  const prefix = nested ? 'template-subfield' : 'template-field';
  const inputId = (key: FieldDraftKey | 'required' | 'condition-rule' | 'condition-value') => `${prefix}-${key}`;
  const [draft, setDraft] = useState<FieldDraft>(() => (field ? draftFromField(field) : newFieldDraft()));
  const [errors, setErrors] = useState<FieldDraftErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const sources = conditionSources(earlierFields);
  const types = nested ? REPEAT_ITEM_TYPES : FIELD_TYPES;
  const has = FIELD_TYPE_INFO[draft.type];

  function update(next: FieldDraft) {
    setDraft(next);
    // After a refused submit, errors follow the edits so fixing one clears it at once.
    if (submitted) setErrors(validateFieldDraft(next, otherNames, earlierFields));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The group's own dialog is a form inside this one's portal tree: keep its submit to itself.
    event.stopPropagation();
    const found = validateFieldDraft(draft, otherNames, earlierFields);
    setErrors(found);
    setSubmitted(true);
    const first = INPUT_ORDER.find((key) => found[key] !== undefined);
    if (first) {
      document.getElementById(inputId(first))?.focus();
      return;
    }
    onSubmit(fieldFromDraft(draft));
  }

  const describe = (key: FieldDraftKey, hasHint = false) => {
    const ids = [hasHint ? `${inputId(key)}-hint` : '', errors[key] ? `${inputId(key)}-error` : ''].filter(Boolean).join(' ');
    return { id: inputId(key), 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const errorText = (key: FieldDraftKey) =>
    errors[key] && (
      <p id={`${inputId(key)}-error`} className="text-sm font-medium text-destructive">
        {errors[key]}
      </p>
    );
  const hint = (key: FieldDraftKey, text: ReactNode) => (
    <p id={`${inputId(key)}-hint`} className="text-xs text-muted-foreground">
      {text}
    </p>
  );
  const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

  const title = nested ? (adding ? `Add Field to ${group || 'the group'}` : `Edit Field in ${group || 'the group'}`) : adding ? 'Add Field' : 'Edit Field';
  let description: string;
  if (nested) description = 'Asked once for each item of the group.';
  else if (adding) description = 'The new field goes at the end of the form; move it where it belongs.';
  else description = 'Changes apply when you save the template.';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={nested ? 'sm:max-w-lg' : 'sm:max-w-xl'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid min-w-0 gap-4">
          <div className="grid gap-2">
            <Label htmlFor={inputId('label')}>Label</Label>
            <Input
              {...describe('label')}
              value={draft.label}
              autoComplete="off"
              autoFocus
              onChange={(event) => update(withLabel(draft, event.target.value, otherNames))}
            />
            {errorText('label')}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={inputId('name')}>Field Name</Label>
            <Input
              {...describe('name', true)}
              value={draft.name}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              onChange={(event) => update(withName(draft, event.target.value))}
            />
            {hint(
              'name',
              adding
                ? 'Made from the label. Letters, digits and _, starting with a letter.'
                : 'Answers are stored under this name: surveys already filled in keep theirs under the old one.',
            )}
            {errorText('name')}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={inputId('type')}>Field Type</Label>
            <NativeSelect
              {...describe('type')}
              value={draft.type}
              onChange={(event) => update({ ...draft, type: event.target.value as FieldDraft['type'] })}
            >
              {types.map((type) => (
                <option key={type} value={type}>
                  {FIELD_TYPE_INFO[type].label}
                </option>
              ))}
            </NativeSelect>
            {errorText('type')}
          </div>

          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={inputId('required')}
              checked={draft.required}
              onCheckedChange={(checked) => update({ ...draft, required: checked === true })}
            />
            <Label htmlFor={inputId('required')} className="cursor-pointer py-3">
              Required field
            </Label>
          </div>

          {has.options && (
            <div className="grid gap-2">
              <Label htmlFor={inputId('options')}>Options</Label>
              <Textarea
                {...describe('options', true)}
                value={draft.optionsText}
                rows={5}
                onChange={(event) => update({ ...draft, optionsText: event.target.value })}
              />
              {hint('options', draft.type === 'multiselect' ? 'One option per line; surveyors tick any number of them. Blank lines are dropped.' : 'One option per line. Blank lines are dropped.')}
              {errorText('options')}
            </div>
          )}

          {has.placeholder && (
            <div className="grid gap-2">
              <Label htmlFor={inputId('placeholder')}>Placeholder {optional}</Label>
              <Input
                {...describe('placeholder')}
                value={draft.placeholder}
                autoComplete="off"
                onChange={(event) => update({ ...draft, placeholder: event.target.value })}
              />
              {errorText('placeholder')}
            </div>
          )}

          {has.range && (
            <div className="grid gap-2">
              <div className="grid grid-cols-2 gap-3">
                <NumberInput label="Minimum" {...describe('min', true)} value={draft.minText} onChange={(minText) => update({ ...draft, minText })} />
                <NumberInput label="Maximum" {...describe('max', true)} value={draft.maxText} onChange={(maxText) => update({ ...draft, maxText })} />
              </div>
              <p id={`${inputId('min')}-hint`} className="text-xs text-muted-foreground">
                <span id={`${inputId('max')}-hint`}>Leave empty for no limit. Negative numbers are allowed (basement floors).</span>
              </p>
              {errorText('min')}
              {errorText('max')}
            </div>
          )}

          {has.photoCount && (
            <div className="grid gap-2">
              <NumberInput
                label="Photos to take"
                {...describe('photoCount', true)}
                inputMode="numeric"
                value={draft.photoCountText}
                onChange={(photoCountText) => update({ ...draft, photoCountText })}
              />
              {hint('photoCount', 'Photos labelled with this field’s label; empty means one.')}
              {errorText('photoCount')}
            </div>
          )}

          {has.items && (
            <div className="grid gap-3 rounded-lg border border-border bg-muted/30 p-3">
              <div className="grid grid-cols-2 gap-3">
                <NumberInput
                  label="Fewest items"
                  {...describe('minItems')}
                  inputMode="numeric"
                  value={draft.minItemsText}
                  onChange={(minItemsText) => update({ ...draft, minItemsText })}
                />
                <NumberInput
                  label="Most items"
                  {...describe('maxItems')}
                  inputMode="numeric"
                  value={draft.maxItemsText}
                  onChange={(maxItemsText) => update({ ...draft, maxItemsText })}
                />
              </div>
              {errorText('minItems')}
              {errorText('maxItems')}
              <SubFieldList
                group={draft.label.trim()}
                fields={draft.subFields}
                addButtonId={inputId('fields')}
                invalid={errors.fields !== undefined}
                onChange={(subFields) => update({ ...draft, subFields })}
                FieldDialog={FieldDialog}
              />
              {errorText('fields')}
            </div>
          )}

          <div className="grid gap-2">
            <Label htmlFor={inputId('help')}>Help text {optional}</Label>
            <Textarea {...describe('help', true)} value={draft.help} rows={2} onChange={(event) => update({ ...draft, help: event.target.value })} />
            {hint('help', 'Shown under the field to the surveyor.')}
            {errorText('help')}
          </div>

          <ConditionEditor
            idOf={inputId}
            condition={draft.condition}
            sources={sources}
            nested={nested}
            error={errors.condition}
            onField={(name) => update(withConditionField(draft, name, sources))}
            onChange={(condition) => update({ ...draft, condition })}
          />

          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">{adding ? 'Add Field' : 'Update Field'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function NumberInput({
  label,
  value,
  onChange,
  inputMode = 'decimal',
  ...rest
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  inputMode?: 'decimal' | 'numeric';
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={rest.id}>
        {label} <span className="font-normal text-muted-foreground">(optional)</span>
      </Label>
      {/* Text with a numeric keyboard: type=number hides the minus key on some phones. */}
      <Input {...rest} value={value} inputMode={inputMode} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

interface ConditionEditorProps {
  idOf: (key: 'condition' | 'condition-rule' | 'condition-value') => string;
  condition: ConditionDraft | null;
  sources: readonly AnyField[];
  nested: boolean;
  error: string | undefined;
  onField: (name: string) => void;
  onChange: (condition: ConditionDraft) => void;
}

/** "Show only when…": an earlier field, a rule, and the value(s) it must have. */
function ConditionEditor({ idOf, condition, sources, nested, error, onField, onChange }: ConditionEditorProps) {
  const source = condition ? sources.find((field) => field.name === condition.field) : undefined;
  const choices = source && FIELD_TYPE_INFO[source.type].options ? (source.options ?? []) : null;
  const errorId = `${idOf('condition')}-error`;
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const chosen = condition ? parseOptions(condition.valuesText) : [];

  function setRule(rule: ConditionRule) {
    if (!condition) return;
    if (source && FIELD_TYPE_INFO[source.type].conditionValue === 'boolean') onChange({ ...condition, rule, value: rule === 'equals' ? 'true' : '', kind: 'boolean' });
    else onChange({ ...condition, rule });
  }

  return (
    <fieldset className="grid min-w-0 gap-2 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Show only when…</legend>
      <Label htmlFor={idOf('condition')} className="sr-only">
        Show only when
      </Label>
      <NativeSelect
        id={idOf('condition')}
        {...invalid}
        value={condition?.field ?? ''}
        onChange={(event) => onField(event.target.value)}
      >
        <option value="">Always show this field</option>
        {sources.map((field) => (
          <option key={field.name} value={field.name}>
            {field.label}
          </option>
        ))}
        {condition && !source && <option value={condition.field}>{condition.field} (not above this field)</option>}
      </NativeSelect>
      {sources.length === 0 && !condition && (
        <p className="text-xs text-muted-foreground">
          {nested ? 'A field can depend on the group’s fields above it.' : 'A field can depend on the fields above it; this one has none to depend on.'}
        </p>
      )}
      {condition && (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)]">
          <div className="grid gap-1">
            <Label htmlFor={idOf('condition-rule')} className="text-xs text-muted-foreground">
              Rule
            </Label>
            <NativeSelect id={idOf('condition-rule')} value={condition.rule} onChange={(event) => setRule(event.target.value as ConditionRule)}>
              {conditionRules(source).map((rule) => (
                <option key={rule} value={rule}>
                  {conditionRuleLabel(rule, source)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {condition.rule === 'equals' && condition.kind !== 'boolean' && (
            <div className="grid gap-1">
              <Label htmlFor={idOf('condition-value')} className="text-xs text-muted-foreground">
                Value
              </Label>
              {choices ? (
                <NativeSelect id={idOf('condition-value')} {...invalid} value={condition.value} onChange={(event) => onChange({ ...condition, value: event.target.value })}>
                  {!choices.includes(condition.value) && <option value={condition.value}>{condition.value || 'Choose…'}</option>}
                  {choices.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect>
              ) : (
                <Input
                  id={idOf('condition-value')}
                  {...invalid}
                  value={condition.value}
                  autoComplete="off"
                  inputMode={condition.kind === 'number' ? 'decimal' : undefined}
                  onChange={(event) => onChange({ ...condition, value: event.target.value })}
                />
              )}
            </div>
          )}
          {condition.rule === 'in' &&
            (choices ? (
              <div role="group" aria-label="Values" className="grid gap-1 sm:col-start-2">
                {[...choices, ...chosen.filter((value) => !choices.includes(value))].map((option, i) => {
                  const id = `${idOf('condition-value')}-${i}`;
                  return (
                    <div key={option} className="flex min-h-9 items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={chosen.includes(option)}
                        onCheckedChange={(checked) =>
                          onChange({
                            ...condition,
                            valuesText: formatOptions(checked === true ? [...chosen, option] : chosen.filter((value) => value !== option)),
                          })
                        }
                      />
                      <Label htmlFor={id} className="cursor-pointer font-normal">
                        {option}
                      </Label>
                    </div>
                  );
                })}
              </div>
            ) : (
              <div className="grid gap-1">
                <Label htmlFor={idOf('condition-value')} className="text-xs text-muted-foreground">
                  Values, one per line
                </Label>
                <Textarea
                  id={idOf('condition-value')}
                  {...invalid}
                  rows={3}
                  value={condition.valuesText}
                  onChange={(event) => onChange({ ...condition, valuesText: event.target.value })}
                />
              </div>
            ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
