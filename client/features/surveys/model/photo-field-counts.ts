import type { TemplateField } from '../../../../common/schemas/templates';
import { ownValue } from '../../../../common/survey/own-values';
import { sameValue, type FormValue } from './field-values';

// A photo field's value is how many of the survey's photos carry its label (issue 15): the form
// keeps that count in its data as the photos come and go, so progress, the server's check on
// completion and the report all read it from formData.

const normal = (label: string) => label.trim().toLocaleLowerCase();

/** How many of these photo labels match the field's label (spaces around and letter case aside). */
export function photoCountFor(field: Pick<TemplateField, 'label'>, photoLabels: readonly (string | null)[]): number {
  const wanted = normal(field.label);
  return photoLabels.filter((label) => label !== null && normal(label) === wanted).length;
}

/** The photo fields whose stored count differs from the photos there are, with the count to store (none: cleared). */
export function photoCountEdits(
  fields: readonly TemplateField[],
  photoLabels: readonly (string | null)[],
  values: Readonly<Record<string, unknown>>,
): { name: string; value: FormValue }[] {
  const edits: { name: string; value: FormValue }[] = [];
  for (const field of fields) {
    if (field.type !== 'photo') continue;
    const count = photoCountFor(field, photoLabels);
    const value = count === 0 ? null : count;
    if (!sameValue(ownValue(values, field.name), value)) edits.push({ name: field.name, value });
  }
  return edits;
}
