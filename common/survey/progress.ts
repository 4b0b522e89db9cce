import type { TemplateField } from '../schemas/templates';

// Survey progress and field validation (survey-work §5, DESIGN §4): one pure function shared by
// the live form and the server, which stores what it computes rather than what a client claims.

export interface SurveyProgress {
  /** Rounded share of required fields that are filled; 0 when there are none. */
  percent: number;
  filledRequired: number;
  totalRequired: number;
  /** The 'N of M fields completed' count: filled values out of all template fields. */
  filled: number;
  total: number;
}

export type ProgressColor = 'green' | 'blue' | 'yellow' | 'gray';

function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A number field's value as a number >= 0 (numbers or numeric strings), else null. */
function toNonNegativeNumber(value: unknown): number | null {
  let n: number;
  if (isFiniteNumber(value)) n = value;
  else if (isNonBlankString(value)) n = Number(value.trim());
  else return null;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Whether a value counts as filled for this field (the same rule for progress and "required"). */
export function isFieldFilled(field: TemplateField, value: unknown): boolean {
  if (field.type === 'number') return toNonNegativeNumber(value) !== null;
  return isNonBlankString(value) || isFiniteNumber(value);
}

/** Something was entered: not absent, null or a blank string. */
function hasInput(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim().length > 0;
}

export function surveyProgress(fields: TemplateField[], formData: Record<string, unknown>): SurveyProgress {
  let filled = 0;
  let filledRequired = 0;
  let totalRequired = 0;
  for (const field of fields) {
    const isFilled = isFieldFilled(field, Object.hasOwn(formData, field.name) ? formData[field.name] : undefined);
    if (isFilled) filled += 1;
    if (field.required) {
      totalRequired += 1;
      if (isFilled) filledRequired += 1;
    }
  }
  const percent = totalRequired > 0 ? Math.round((100 * filledRequired) / totalRequired) : 0;
  return { percent, filledRequired, totalRequired, filled, total: fields.length };
}

/** The error for one field's value, or null when it is valid. */
export function validateSurveyField(field: TemplateField, value: unknown): string | null {
  // survey-work §5: a required field that is empty or not a number >= 0 gets '{label} is required'.
  if (field.required && !isFieldFilled(field, value)) return `${field.label} is required`;
  // An optional number that was entered but is not a number >= 0 gets its own message.
  if (field.type === 'number' && hasInput(value) && toNonNegativeNumber(value) === null) {
    return `${field.label} must be a number of 0 or more`;
  }
  return null;
}

/** Errors keyed by field name; an empty object when the form is valid. */
export function validateSurveyForm(fields: TemplateField[], formData: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = validateSurveyField(field, Object.hasOwn(formData, field.name) ? formData[field.name] : undefined);
    if (error !== null) errors[field.name] = error;
  }
  return errors;
}

/** Progress bar colour (survey-work §2, §9): 100 green, 70-99 blue, 30-69 yellow, below 30 gray. */
export function progressColor(percent: number): ProgressColor {
  if (percent >= 100) return 'green';
  if (percent >= 70) return 'blue';
  if (percent >= 30) return 'yellow';
  return 'gray';
}
