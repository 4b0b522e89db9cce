import type { TemplateField } from '../../../../common/schemas/templates';
import { isFieldFilled } from '../../../../common/survey/progress';
import { ownValue } from '../../../../common/survey/own-values';

/**
 * Filled fields the other template does not have: switching would hide them (their values stay
 * stored and come back when switching back), so the user is asked first.
 */
export function fieldsHiddenBySwitch(
  current: readonly TemplateField[],
  next: readonly TemplateField[],
  values: Record<string, unknown>,
): TemplateField[] {
  const kept = new Set(next.map((field) => field.name));
  return current.filter((field) => !kept.has(field.name) && isFieldFilled(field, ownValue(values, field.name)));
}
