import type { FieldType } from '../../../../common/schemas/templates';
import { sameFormValue } from '../../../../common/survey/same-form-value';

/** One value inside a repeat item: what a field of the group holds. */
export type ItemValue = string | number | boolean | null | string[];
/** One item of a repeat group: its own fields' values by name. */
export type RepeatItem = Record<string, ItemValue>;

/**
 * A stored form value (common/schemas/surveys FormValue); null clears a field. A multiselect's
 * chosen options and a repeat group's items are one value each, saved and merged whole.
 */
export type FormValue = ItemValue | RepeatItem[];

/** Absent and null mean the same thing (a cleared field); lists compare whole, as on the server (form-merge.ts). */
export function sameValue(a: unknown, b: unknown): boolean {
  return sameFormValue(a, b);
}

/** What an input shows for a stored value. */
export function toInputText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * What an input's text is stored as: numbers go as JSON numbers and a cleared field as null
 * (survey-work §5 coerces numbers; the report and progress read them as such).
 */
export function fromInputText(type: FieldType, text: string): FormValue {
  if (text === '') return null;
  if (type !== 'number') return text;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  // Something that is not a number stays text, so the user's input is kept and validation flags it.
  return Number.isFinite(n) ? n : text;
}

/** How a value reads in the conflict view. */
export function describeValue(value: unknown): string | null {
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (value.every((item) => typeof item === 'string')) return value.join(', ');
    return value.length === 1 ? '1 item' : `${value.length} items`;
  }
  const text = toInputText(value);
  return text.trim() === '' ? null : text;
}
