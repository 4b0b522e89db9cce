import type { RepeatItemField, TemplateField } from '../../../../common/schemas/templates';
import { validateSurveyField, visibleFields } from '../../../../common/survey/progress';
import { ownValue, setOwnValue } from '../../../../common/survey/own-values';
import type { FormValue, ItemValue, RepeatItem } from './field-values';

// A repeat group's items as the form edits them (issue 15): the whole list is the field's one
// value, so every change here answers a new list that the form saves whole.

/** The items stored for a group: only the objects of a list, anything else as none. */
export function itemsOf(value: unknown): RepeatItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is RepeatItem => typeof item === 'object' && item !== null && !Array.isArray(item));
}

/** A group's list as stored: none is a cleared field rather than an empty list. */
function stored(items: RepeatItem[]): FormValue {
  return items.length === 0 ? null : items;
}

export function canAddItem(field: TemplateField, count: number): boolean {
  return field.maxItems === undefined || count < field.maxItems;
}

/** An item may go while more than the group's least remain. */
export function canRemoveItem(field: TemplateField, count: number): boolean {
  return count > (field.minItems ?? 0);
}

export function addItem(field: TemplateField, items: readonly RepeatItem[]): FormValue {
  return canAddItem(field, items.length) ? [...items, {}] : stored([...items]);
}

export function removeItem(items: readonly RepeatItem[], index: number): FormValue {
  return stored(items.filter((_, i) => i !== index));
}

/** One field of one item changed; null clears it. */
export function setItemValue(items: readonly RepeatItem[], index: number, name: string, value: ItemValue): FormValue {
  return items.map((item, i) => {
    if (i !== index) return item;
    const next = { ...item };
    if (value === null) delete next[name];
    else setOwnValue(next, name, value);
    return next;
  });
}

/** An item's errors by field name, for the fields that show in it (their conditions name siblings). */
export function itemErrors(fields: readonly RepeatItemField[], item: RepeatItem): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of visibleFields(fields, item)) {
    const error = validateSurveyField(field, ownValue(item, field.name));
    if (error !== null) setOwnValue(errors, field.name, error);
  }
  return errors;
}

/** The group's own error (too few or too many items); the items' errors show on each item. */
export function groupCountError(field: TemplateField, value: unknown): string | null {
  // The shared check without the items' fields says only what is wrong with the count.
  return validateSurveyField({ ...field, fields: undefined }, itemsOf(value));
}
