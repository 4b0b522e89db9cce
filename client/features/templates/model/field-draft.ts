import { FIELD_LIMITS, TemplateField, type FieldType, type RepeatItemField, type VisibleWhen } from '../../../../common/schemas/templates';
import { FIELD_TYPE_INFO, isRepeatItemType } from '../../../../common/survey/field-types';
import { formatOptions, nameFromLabel, parseOptions, uniqueFieldName } from './field-list';

/**
 * A "Show only when…" rule as the dialog edits it: the controlling field, the rule, and the
 * value(s) as typed (one per line for "is one of"). `kind` is the type the value is saved as,
 * so a number or a tick comes back as it went in.
 */
export interface ConditionDraft {
  field: string;
  rule: ConditionRule;
  value: string;
  valuesText: string;
  kind: ConditionValueKind;
}
export type ConditionRule = 'equals' | 'in' | 'filled' | 'empty';
export type ConditionValueKind = 'string' | 'number' | 'boolean';

/** What the field dialog edits: numbers and options as typed text, and whether the name follows the label. */
export interface FieldDraft {
  label: string;
  name: string;
  /** A new field's name is derived from its label until the user types a name of their own. */
  nameFollowsLabel: boolean;
  type: FieldType;
  required: boolean;
  placeholder: string;
  optionsText: string;
  help: string;
  minText: string;
  maxText: string;
  photoCountText: string;
  /** Null: the field always shows. */
  condition: ConditionDraft | null;
  minItemsText: string;
  maxItemsText: string;
  /** A repeat group's own fields. */
  subFields: RepeatItemField[];
}

export type FieldDraftKey =
  | 'label'
  | 'name'
  | 'type'
  | 'placeholder'
  | 'options'
  | 'help'
  | 'min'
  | 'max'
  | 'photoCount'
  | 'condition'
  | 'minItems'
  | 'maxItems'
  | 'fields';
export type FieldDraftErrors = Partial<Record<FieldDraftKey, string>>;

/** The fields a condition may name: answers one can compare (not photos or repeat groups). */
export function conditionSources<F extends TemplateField | RepeatItemField>(earlier: readonly F[]): F[] {
  return earlier.filter((field) => FIELD_TYPE_INFO[field.type].conditionValue !== null);
}

/** Whether a condition on this field compares a tick (a checkbox: ticked or not) rather than a value. */
const isTick = (source: Pick<TemplateField, 'type'> | undefined) => source !== undefined && FIELD_TYPE_INFO[source.type].conditionValue === 'boolean';

export function newFieldDraft(): FieldDraft {
  return {
    label: '',
    name: '',
    nameFollowsLabel: true,
    type: 'text',
    required: false,
    placeholder: '',
    optionsText: '',
    help: '',
    minText: '',
    maxText: '',
    photoCountText: '',
    condition: null,
    minItemsText: '',
    maxItemsText: '',
    subFields: [],
  };
}

const numberText = (n: number | undefined) => (n === undefined ? '' : String(n));

function conditionDraftFrom(when: VisibleWhen): ConditionDraft {
  const base = { field: when.field, value: '', valuesText: '', kind: 'string' as ConditionValueKind };
  if (when.filled !== undefined) return { ...base, rule: when.filled ? 'filled' : 'empty' };
  if (when.in !== undefined) {
    return { ...base, rule: 'in', valuesText: when.in.map(String).join('\n'), kind: when.in.every((v) => typeof v === 'number') ? 'number' : 'string' };
  }
  const kind: ConditionValueKind = typeof when.equals === 'number' ? 'number' : typeof when.equals === 'boolean' ? 'boolean' : 'string';
  return { ...base, rule: 'equals', value: String(when.equals ?? ''), kind };
}

/** Every property of a field, laid out for the dialog; fieldFromDraft gives the same field back. */
export function draftFromField(field: TemplateField | RepeatItemField): FieldDraft {
  return {
    label: field.label,
    name: field.name,
    nameFollowsLabel: false,
    type: field.type,
    required: field.required,
    placeholder: field.placeholder ?? '',
    optionsText: formatOptions(field.options),
    help: field.help ?? '',
    minText: numberText(field.min),
    maxText: numberText(field.max),
    photoCountText: numberText(field.photoCount),
    condition: field.visibleWhen ? conditionDraftFrom(field.visibleWhen) : null,
    minItemsText: numberText('minItems' in field ? field.minItems : undefined),
    maxItemsText: numberText('maxItems' in field ? field.maxItems : undefined),
    subFields: 'fields' in field && field.fields ? field.fields.map((sub) => ({ ...sub })) : [],
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

/** The rules a controlling field offers: a checkbox is ticked or not; others have all four. */
export function conditionRules(source: Pick<TemplateField, 'type'> | undefined): ConditionRule[] {
  if (isTick(source)) return ['equals', 'empty'];
  return ['equals', 'in', 'filled', 'empty'];
}

export function conditionRuleLabel(rule: ConditionRule, source: Pick<TemplateField, 'type'> | undefined): string {
  if (isTick(source)) return rule === 'equals' ? 'is ticked' : 'is not ticked';
  return { equals: 'is', in: 'is one of', filled: 'is filled', empty: 'is empty' }[rule];
}

/**
 * Picks the controlling field of a condition ('' = always show): the value starts over, saved
 * as the kind of answer that field gives (a number, a tick, text).
 */
export function withConditionField(draft: FieldDraft, fieldName: string, sources: readonly (TemplateField | RepeatItemField)[]): FieldDraft {
  if (fieldName === '') return { ...draft, condition: null };
  const source = sources.find((field) => field.name === fieldName);
  const kind: ConditionValueKind = (source && FIELD_TYPE_INFO[source.type].conditionValue) ?? 'string';
  const rule: ConditionRule = 'equals';
  const value = kind === 'boolean' ? 'true' : source && FIELD_TYPE_INFO[source.type].options ? (source.options?.[0] ?? '') : '';
  return { ...draft, condition: { field: fieldName, rule, value, valuesText: '', kind } };
}

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

function visibleWhenFromDraft(condition: ConditionDraft): VisibleWhen {
  const convert = (text: string) => (condition.kind === 'number' ? Number(text.trim()) : text.trim());
  switch (condition.rule) {
    case 'filled':
      return { field: condition.field, filled: true };
    case 'empty':
      return { field: condition.field, filled: false };
    case 'in':
      return { field: condition.field, in: parseOptions(condition.valuesText).map(convert) };
    case 'equals':
      return { field: condition.field, equals: condition.kind === 'boolean' ? condition.value === 'true' : convert(condition.value) };
  }
}

/**
 * The field a draft saves as, with only what its type uses: options on choices, a placeholder
 * on typed answers, min/max on numbers, a photo count on photos, items and own fields on
 * repeat groups; help and a condition on any.
 */
export function fieldFromDraft(draft: FieldDraft): TemplateField {
  const placeholder = draft.placeholder.trim();
  const help = draft.help.trim();
  const min = parseNumber(draft.minText);
  const max = parseNumber(draft.maxText);
  const photoCount = parseNumber(draft.photoCountText);
  const minItems = parseNumber(draft.minItemsText);
  const maxItems = parseNumber(draft.maxItemsText);
  const type = draft.type;
  const has = FIELD_TYPE_INFO[type];
  return {
    name: draft.name.trim(),
    label: draft.label.trim(),
    type,
    required: draft.required,
    ...(has.placeholder && placeholder !== '' ? { placeholder } : {}),
    ...(help !== '' ? { help } : {}),
    ...(has.options ? { options: parseOptions(draft.optionsText) } : {}),
    ...(draft.condition && draft.condition.field !== '' ? { visibleWhen: visibleWhenFromDraft(draft.condition) } : {}),
    ...(has.range && min !== undefined ? { min } : {}),
    ...(has.range && max !== undefined ? { max } : {}),
    ...(has.photoCount && photoCount !== undefined ? { photoCount } : {}),
    ...(has.items ? { fields: draft.subFields } : {}),
    ...(has.items && minItems !== undefined ? { minItems } : {}),
    ...(has.items && maxItems !== undefined ? { maxItems } : {}),
  };
}

/** A field given back by the dialog for a repeat group: only the properties a group's own field has. */
export function toRepeatItemField(field: TemplateField): RepeatItemField | null {
  const { type } = field;
  if (!isRepeatItemType(type)) return null;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { fields, minItems, maxItems, type: _type, ...rest } = field;
  return { ...rest, type };
}

const MESSAGES: Partial<Record<FieldDraftKey, string>> = {
  label: 'Enter a label.',
  name: 'Use letters, digits and _, starting with a letter (at most 64).',
};

/** A whole number within one of the template's limits, or the dialog's words for what to type. */
const wholeWithin =
  ({ min, max }: { min: number; max: number }) =>
  (n: number): string | null =>
    Number.isInteger(n) && n >= min && n <= max ? null : `Enter a whole number from ${min} to ${max}.`;

/** Number inputs checked as typed, in the dialog's words, before the shared schema has its say. */
function numberErrors(draft: FieldDraft): FieldDraftErrors {
  const errors: FieldDraftErrors = {};
  const has = FIELD_TYPE_INFO[draft.type];
  const checks: [FieldDraftKey, string, boolean, (n: number) => string | null][] = [
    ['min', draft.minText, has.range, () => null],
    ['max', draft.maxText, has.range, () => null],
    ['photoCount', draft.photoCountText, has.photoCount, wholeWithin(FIELD_LIMITS.photoCount)],
    ['minItems', draft.minItemsText, has.items, wholeWithin(FIELD_LIMITS.minItems)],
    ['maxItems', draft.maxItemsText, has.items, wholeWithin(FIELD_LIMITS.maxItems)],
  ];
  for (const [key, text, applies, rule] of checks) {
    const n = parseNumber(text);
    if (!applies || n === undefined) continue;
    const message = Number.isFinite(n) ? rule(n) : 'Enter a number.';
    if (message) errors[key] = message;
  }
  const min = parseNumber(draft.minText);
  const max = parseNumber(draft.maxText);
  if (has.range && !errors.min && !errors.max && min !== undefined && max !== undefined && min > max) errors.max = 'The maximum must not be less than the minimum.';
  const minItems = parseNumber(draft.minItemsText);
  const maxItems = parseNumber(draft.maxItemsText);
  if (has.items && !errors.minItems && !errors.maxItems && minItems !== undefined && maxItems !== undefined && minItems > maxItems) {
    errors.maxItems = 'The most items must not be fewer than the fewest.';
  }
  return errors;
}

function conditionError(condition: ConditionDraft | null, sources: readonly (TemplateField | RepeatItemField)[]): string | undefined {
  if (!condition || condition.field === '') return undefined;
  if (!sources.some((field) => field.name === condition.field)) return 'Choose a field above this one.';
  if (condition.rule === 'equals' && condition.kind !== 'boolean') {
    if (condition.value.trim() === '') return 'Enter the value it must have.';
    if (condition.kind === 'number' && !Number.isFinite(Number(condition.value.trim()))) return 'Enter a number.';
  }
  if (condition.rule === 'in') {
    const values = parseOptions(condition.valuesText);
    if (values.length === 0) return 'Choose at least one value.';
    if (condition.kind === 'number' && values.some((v) => !Number.isFinite(Number(v)))) return 'Enter numbers, one per line.';
  }
  return undefined;
}

const DRAFT_KEYS: readonly FieldDraftKey[] = ['label', 'name', 'type', 'placeholder', 'options', 'help', 'min', 'max', 'photoCount', 'minItems', 'maxItems', 'fields'];

/**
 * Checks a draft with the shared TemplateField schema (the server's own rules), against the
 * other fields' names and the fields its condition may name; answers one message per input,
 * empty when the draft can be kept.
 */
export function validateFieldDraft(
  draft: FieldDraft,
  otherNames: readonly string[],
  conditionFields: readonly (TemplateField | RepeatItemField)[] = [],
): FieldDraftErrors {
  const field = fieldFromDraft(draft);
  const errors: FieldDraftErrors = numberErrors(draft);
  const condition = conditionError(draft.condition, conditionSources(conditionFields));
  if (condition) errors.condition = condition;
  if (FIELD_TYPE_INFO[draft.type].items && draft.subFields.length === 0) errors.fields = 'Add at least one field to the group.';
  const parsed = TemplateField.safeParse(field);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'visibleWhen' ? 'condition' : issue.path[0];
      if (typeof key === 'string' && (DRAFT_KEYS as readonly string[]).concat('condition').includes(key)) {
        const k = key as FieldDraftKey;
        errors[k] ??= k === 'label' && field.label !== '' ? issue.message : (MESSAGES[k] ?? issue.message);
      }
    }
  }
  if (FIELD_TYPE_INFO[draft.type].options && (field.options?.length ?? 0) === 0) errors.options = 'Enter at least one option, one per line.';
  if (errors.name === undefined && otherNames.includes(field.name)) errors.name = 'Another field already uses this name.';
  if (errors.options === undefined && field.options) {
    const duplicate = field.options.find((option, i) => field.options!.indexOf(option) !== i);
    if (duplicate !== undefined) errors.options = `“${duplicate}” is listed twice.`;
  }
  return errors;
}

/** "Shows when Riser present is Yes": a condition in the editor's words, naming fields by label. */
export function describeCondition(when: VisibleWhen, fields: readonly (TemplateField | RepeatItemField)[]): string {
  const source = fields.find((field) => field.name === when.field);
  const name = source?.label ?? when.field;
  if (isTick(source) && (when.equals === true || when.filled === true)) return `Shows when ${name} is ticked`;
  if (isTick(source) && (when.equals === false || when.filled === false)) return `Shows when ${name} is not ticked`;
  if (when.filled !== undefined) return `Shows when ${name} is ${when.filled ? 'filled' : 'empty'}`;
  if (when.in !== undefined) return `Shows when ${name} is one of ${when.in.join(', ')}`;
  return `Shows when ${name} is ${String(when.equals)}`;
}

/** "Repeat: 2 fields, 1–10 items". */
export function describeRepeat(field: Pick<TemplateField, 'fields' | 'minItems' | 'maxItems'>): string {
  const count = field.fields?.length ?? 0;
  const fields = count === 1 ? '1 field' : `${count} fields`;
  const { minItems, maxItems } = field;
  let items: string;
  if (minItems !== undefined && maxItems !== undefined) items = minItems === maxItems ? `${minItems} items` : `${minItems}–${maxItems} items`;
  else if (minItems !== undefined) items = `at least ${minItems} ${minItems === 1 ? 'item' : 'items'}`;
  else if (maxItems !== undefined) items = `up to ${maxItems} ${maxItems === 1 ? 'item' : 'items'}`;
  else items = 'any number of items';
  return `Repeat: ${fields}, ${items}`;
}
