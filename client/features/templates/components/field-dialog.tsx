import { useState, type FormEvent } from 'react';
import { FIELD_TYPES, type TemplateField } from '../../../../common/schemas/templates';
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
  draftFromField,
  FIELD_TYPE_LABELS,
  fieldFromDraft,
  newFieldDraft,
  validateFieldDraft,
  withLabel,
  withName,
  type FieldDraft,
  type FieldDraftErrors,
} from '../model/field-draft';
import { Checkbox } from './checkbox';

export interface FieldDialogProps {
  /** The field being edited, or null to add a new one. Mount with a key per opening. */
  field: TemplateField | null;
  /** The names of every other field, which this one must not reuse. */
  otherNames: readonly string[];
  onSubmit: (field: TemplateField) => void;
  onClose: () => void;
}

const INPUT_ORDER = ['label', 'name', 'type', 'placeholder', 'options'] as const;
const inputId = (key: (typeof INPUT_ORDER)[number]) => `template-field-${key}`;

/** Add or edit one field: label, name, type, required, placeholder and, for selects, options. */
export function FieldDialog({ field, otherNames, onSubmit, onClose }: FieldDialogProps) {
  const adding = field === null;
  const [draft, setDraft] = useState<FieldDraft>(() => (field ? draftFromField(field) : newFieldDraft()));
  const [errors, setErrors] = useState<FieldDraftErrors>({});
  const [submitted, setSubmitted] = useState(false);

  function update(next: FieldDraft) {
    setDraft(next);
    // After a refused submit, errors follow the edits so fixing one clears it at once.
    if (submitted) setErrors(validateFieldDraft(next, otherNames));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateFieldDraft(draft, otherNames);
    setErrors(found);
    setSubmitted(true);
    const first = INPUT_ORDER.find((key) => found[key] !== undefined);
    if (first) {
      document.getElementById(inputId(first))?.focus();
      return;
    }
    onSubmit(fieldFromDraft(draft));
  }

  const describe = (key: (typeof INPUT_ORDER)[number], hasHint = false) => {
    const ids = [hasHint ? `${inputId(key)}-hint` : '', errors[key] ? `${inputId(key)}-error` : ''].filter(Boolean).join(' ');
    return { id: inputId(key), 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const errorText = (key: (typeof INPUT_ORDER)[number]) =>
    errors[key] && (
      <p id={`${inputId(key)}-error`} className="text-sm font-medium text-destructive">
        {errors[key]}
      </p>
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{adding ? 'Add Field' : 'Edit Field'}</DialogTitle>
          <DialogDescription>
            {adding ? 'The new field goes at the end of the form; move it where it belongs.' : 'Changes apply when you save the template.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
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
            <p id={`${inputId('name')}-hint`} className="text-xs text-muted-foreground">
              {adding
                ? 'Made from the label. Letters, digits and _, starting with a letter.'
                : 'Answers are stored under this name: surveys already filled in keep theirs under the old one.'}
            </p>
            {errorText('name')}
          </div>

          <div className="grid gap-2">
            <Label htmlFor={inputId('type')}>Field Type</Label>
            <NativeSelect
              {...describe('type')}
              value={draft.type}
              onChange={(event) => update({ ...draft, type: event.target.value as FieldDraft['type'] })}
            >
              {FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FIELD_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
            {errorText('type')}
          </div>

          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id="template-field-required"
              checked={draft.required}
              onCheckedChange={(checked) => update({ ...draft, required: checked === true })}
            />
            <Label htmlFor="template-field-required" className="cursor-pointer py-3">
              Required field
            </Label>
          </div>

          {draft.type === 'select' ? (
            <div className="grid gap-2">
              <Label htmlFor={inputId('options')}>Options</Label>
              <Textarea
                {...describe('options', true)}
                value={draft.optionsText}
                rows={6}
                onChange={(event) => update({ ...draft, optionsText: event.target.value })}
              />
              <p id={`${inputId('options')}-hint`} className="text-xs text-muted-foreground">
                One option per line. Blank lines are dropped.
              </p>
              {errorText('options')}
            </div>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor={inputId('placeholder')}>
                Placeholder <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                {...describe('placeholder')}
                value={draft.placeholder}
                autoComplete="off"
                onChange={(event) => update({ ...draft, placeholder: event.target.value })}
              />
              {errorText('placeholder')}
            </div>
          )}

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
