import type { RepeatItemField, TemplateField, VisibleWhen } from '../schemas/templates';
import { ownValue, setOwnValue } from './own-values';

// Survey progress and field validation (survey-work §5, DESIGN §4): one pure function shared by
// the live form and the server, which stores what it computes rather than what a client claims.
// A field with a condition (visibleWhen) shows, counts and is checked only while its condition
// holds; a repeat group's items are checked field by field.

export interface SurveyProgress {
  /** Rounded share of the visible required fields that are filled; 0 when there are none. */
  percent: number;
  filledRequired: number;
  totalRequired: number;
  /** The 'N of M fields completed' count: filled values out of the visible fields. */
  filled: number;
  total: number;
}

export type ProgressColor = 'green' | 'blue' | 'yellow' | 'gray';

/** What a value is checked against: a template field or a repeat group's own field. */
type AnyField = TemplateField | RepeatItemField;
type Values = Readonly<Record<string, unknown>>;

function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A number field's value as a number (numbers or numeric strings), else null. */
function toNumber(value: unknown): number | null {
  let n: number;
  if (isFiniteNumber(value)) n = value;
  else if (isNonBlankString(value)) n = Number(value.trim());
  else return null;
  return Number.isFinite(n) ? n : null;
}

/** The least a number field takes: its own min, else 0 (survey-work §5: 'a number of 0 or more'). */
function lowest(field: AnyField): number {
  return field.min ?? 0;
}

function inRange(field: AnyField, n: number): boolean {
  return n >= lowest(field) && (field.max === undefined || n <= field.max);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function repeatItems(value: unknown): Values[] {
  return Array.isArray(value) ? value.filter((item): item is Values => typeof item === 'object' && item !== null && !Array.isArray(item)) : [];
}

/** Whether a field's condition holds for these values (a field without one always shows). */
export function conditionHolds(when: VisibleWhen | undefined, values: Values): boolean {
  if (!when) return true;
  const value = ownValue(values, when.field);
  const chosen = Array.isArray(value) ? value : [value];
  if (when.filled !== undefined) return hasAnswer(value) === when.filled;
  if (when.in !== undefined) return chosen.some((v) => when.in!.some((option) => option === v || String(option) === String(v)));
  return chosen.some((v) => v === when.equals || (v !== null && v !== undefined && String(v) === String(when.equals)));
}

/** Something was answered: not absent, null, a blank string, an empty list or an unticked box. */
function hasAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value !== 'string' || value.trim().length > 0;
}

/**
 * The fields that show for these values, in order: a field whose condition fails is hidden, and
 * so is every field whose condition names a hidden one.
 */
export function visibleFields<F extends AnyField>(fields: readonly F[], values: Values): F[] {
  const hidden = new Set<string>();
  const shown: F[] = [];
  for (const field of fields) {
    const when = field.visibleWhen;
    if (when && (hidden.has(when.field) || !conditionHolds(when, values))) {
      hidden.add(field.name);
      continue;
    }
    shown.push(field);
  }
  return shown;
}

/** The least number of items a repeat group needs: its minItems, and at least one when required. */
function leastItems(field: AnyField): number {
  const min = 'minItems' in field ? (field.minItems ?? 0) : 0;
  return field.required ? Math.max(1, min) : min;
}

/** A typed answer: text that is not blank, or a number. */
function isTypedAnswer(value: unknown): boolean {
  return isNonBlankString(value) || isFiniteNumber(value);
}

/**
 * Whether a value counts as filled for this field (the same rule for progress and "required").
 * Every field type has its case: a new one does not compile until it says what filled means.
 */
export function isFieldFilled(field: AnyField, value: unknown): boolean {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'select':
      return isTypedAnswer(value);
    case 'number': {
      const n = toNumber(value);
      return n !== null && inRange(field, n);
    }
    case 'checkbox':
      return value === true;
    case 'multiselect':
      return Array.isArray(value) && value.some(isNonBlankString);
    case 'date':
      return isIsoDate(value);
    case 'photo':
      // The form keeps the count of the survey's photos with the field's label (the server checks it on completion).
      return isFiniteNumber(value) && value >= ('photoCount' in field ? (field.photoCount ?? 1) : 1);
    case 'repeat': {
      const items = repeatItems(value);
      if (items.length === 0 || items.length < leastItems(field)) return false;
      const own = 'fields' in field ? (field.fields ?? []) : [];
      return items.every((item) => Object.keys(validateFields(own, item)).length === 0);
    }
    default:
      field satisfies never;
      return isTypedAnswer(value);
  }
}

export function surveyProgress(fields: readonly TemplateField[], formData: Values): SurveyProgress {
  let filled = 0;
  let filledRequired = 0;
  let totalRequired = 0;
  const shown = visibleFields(fields, formData);
  for (const field of shown) {
    const isFilled = isFieldFilled(field, ownValue(formData, field.name));
    if (isFilled) filled += 1;
    // A repeat group that needs items (minItems) is required in all but name: completion checks it.
    if (field.required || leastItems(field) > 0) {
      totalRequired += 1;
      if (isFilled) filledRequired += 1;
    }
  }
  const percent = totalRequired > 0 ? Math.round((100 * filledRequired) / totalRequired) : 0;
  return { percent, filledRequired, totalRequired, filled, total: shown.length };
}

/** What is wrong with an entered number: below its least, the least ('must be at least 0.5'); else its range. */
function numberMessage(field: AnyField, value: unknown): string {
  const n = toNumber(value);
  const range = field.max !== undefined ? ` from ${lowest(field)} to ${field.max}` : ` of ${lowest(field)} or more`;
  if (n === null) return `${field.label} must be a number${range}`;
  if (n < lowest(field)) return `${field.label} must be at least ${lowest(field)}`;
  return `${field.label} must be a number${range}`;
}

/** The error for one field's value, or null when it is valid (whether it shows is the caller's); a case per field type. */
export function validateSurveyField(field: AnyField, value: unknown): string | null {
  // survey-work §5: a required field that is empty gets '{label} is required'. A number entered out
  // of its range says what range (issue 25: '… is required' beside a typed 0.2 reads as a fault).
  const enteredNumber = field.type === 'number' && hasAnswer(value);
  if (field.required && field.type !== 'repeat' && !enteredNumber && !isFieldFilled(field, value)) return `${field.label} is required`;
  switch (field.type) {
    case 'number':
      // A number that was entered but is not a number in range gets its own message, required or not.
      return hasAnswer(value) && (toNumber(value) === null || !inRange(field, toNumber(value)!)) ? numberMessage(field, value) : null;
    case 'date':
      return hasAnswer(value) && !isIsoDate(value) ? `${field.label} must be a date` : null;
    case 'select':
      return isNonBlankString(value) && field.options && !field.options.includes(value) ? `${field.label}: choose one of the options` : null;
    case 'multiselect':
      return Array.isArray(value) && field.options && value.some((v) => typeof v !== 'string' || !field.options!.includes(v)) ? `${field.label}: choose among the options` : null;
    case 'repeat': {
      const items = repeatItems(value);
      const least = leastItems(field);
      const most = 'maxItems' in field ? field.maxItems : undefined;
      if (items.length < least) return least === 1 ? `${field.label}: add at least one` : `${field.label}: add at least ${least}`;
      if (most !== undefined && items.length > most) return `${field.label}: at most ${most}`;
      const own = 'fields' in field ? (field.fields ?? []) : [];
      const bad = items.findIndex((item) => Object.keys(validateFields(own, item)).length > 0);
      return bad === -1 ? null : `${field.label} ${bad + 1}: ${Object.values(validateFields(own, items[bad]!))[0]}`;
    }
    case 'text':
    case 'textarea':
    case 'checkbox':
    case 'photo':
      // Anything typed is a text; a tick and a photo count are checked by "required" alone.
      return null;
    default:
      field satisfies never;
      return null;
  }
}

function validateFields(fields: readonly AnyField[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of visibleFields(fields, values)) {
    const error = validateSurveyField(field, ownValue(values, field.name));
    if (error !== null) setOwnValue(errors, field.name, error);
  }
  return errors;
}

/** Errors keyed by field name, for the fields that show; an empty object when the form is valid. */
export function validateSurveyForm(fields: readonly TemplateField[], formData: Values): Record<string, string> {
  return validateFields(fields, formData);
}

/** Progress bar colour (survey-work §2, §9): 100 green, 70-99 blue, 30-69 yellow, below 30 gray. */
export function progressColor(percent: number): ProgressColor {
  if (percent >= 100) return 'green';
  if (percent >= 70) return 'blue';
  if (percent >= 30) return 'yellow';
  return 'gray';
}
