import { TemplateField, type FieldType } from '../../../../common/schemas/templates';
import { formatOptions, nameFromLabel, parseOptions, uniqueFieldName } from './field-list';

/** What the field dialog edits: the options as typed text, and whether the name follows the label. */
export interface FieldDraft {
  label: string;
  name: string;
  /** A new field's name is derived from its label until the user types a name of their own. */
  nameFollowsLabel: boolean;
  type: FieldType;
  required: boolean;
  placeholder: string;
  optionsText: string;
}

export type FieldDraftErrors = Partial<Record<'label' | 'name' | 'type' | 'placeholder' | 'options', string>>;

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  number: 'Number',
  select: 'Select (dropdown)',
  textarea: 'Text Area',
  checkbox: 'Checkbox',
  multiselect: 'Multiple choice',
  date: 'Date',
  photo: 'Photos',
  repeat: 'Repeat group',
};

export function newFieldDraft(): FieldDraft {
  return { label: '', name: '', nameFollowsLabel: true, type: 'text', required: false, placeholder: '', optionsText: '' };
}

export function draftFromField(field: TemplateField): FieldDraft {
  return {
    label: field.label,
    name: field.name,
    nameFollowsLabel: false,
    type: field.type,
    required: field.required,
    placeholder: field.placeholder ?? '',
    optionsText: formatOptions(field.options),
  };
}

/** A label change; a name still following the label is derived again, unique among the others. */
export function withLabel(draft: FieldDraft, label: string, otherNames: readonly string[]): FieldDraft {
  if (!draft.nameFollowsLabel) return { ...draft, label };
  return { ...draft, label, name: label.trim() === '' ? '' : uniqueFieldName(nameFromLabel(label), otherNames) };
}

/** A name typed by hand stops following the label; clearing it lets the label lead again. */
export function withName(draft: FieldDraft, name: string): FieldDraft {
  return { ...draft, name, nameFollowsLabel: name === '' };
}

/** The field a draft saves as: options only for selects, no empty placeholder, none on selects (they show 'Select…'). */
export function fieldFromDraft(draft: FieldDraft): TemplateField {
  const placeholder = draft.placeholder.trim();
  return {
    name: draft.name.trim(),
    label: draft.label.trim(),
    type: draft.type,
    required: draft.required,
    ...(draft.type !== 'select' && placeholder !== '' ? { placeholder } : {}),
    ...(draft.type === 'select' ? { options: parseOptions(draft.optionsText) } : {}),
  };
}

const MESSAGES: Partial<Record<keyof FieldDraftErrors, string>> = {
  label: 'Enter a label.',
  name: 'Use letters, digits and _, starting with a letter (at most 64).',
};

/**
 * Checks a draft with the shared TemplateField schema (the server's own rules) and against the
 * other fields' names; answers one message per input, empty when the draft can be kept.
 */
export function validateFieldDraft(draft: FieldDraft, otherNames: readonly string[]): FieldDraftErrors {
  const field = fieldFromDraft(draft);
  const errors: FieldDraftErrors = {};
  const parsed = TemplateField.safeParse(field);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'label' || key === 'name' || key === 'type' || key === 'placeholder' || key === 'options') {
        errors[key] ??= key === 'label' && field.label !== '' ? issue.message : (MESSAGES[key] ?? issue.message);
      }
    }
  }
  if (draft.type === 'select' && (field.options?.length ?? 0) === 0) errors.options = 'Enter at least one option, one per line.';
  if (errors.name === undefined && otherNames.includes(field.name)) errors.name = 'Another field already uses this name.';
  if (errors.options === undefined && field.options) {
    const duplicate = field.options.find((option, i) => field.options!.indexOf(option) !== i);
    if (duplicate !== undefined) errors.options = `“${duplicate}” is listed twice.`;
  }
  return errors;
}
