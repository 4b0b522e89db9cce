import type { SurveyTemplate, TemplateField } from '../../../../common/schemas/templates';
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

/**
 * The templates the form's picker offers, each once (issue 25): a global template the company
 * has its own of (an admin's save of a global one makes the company's own, under the same name)
 * is not offered beside it, nor is a template listed twice; the survey's current template always is.
 */
export function templatesToOffer<T extends Pick<SurveyTemplate, 'id' | 'name' | 'companyId'>>(templates: readonly T[], currentId: string | null): T[] {
  const own = new Set(templates.filter((template) => template.companyId !== null).map((template) => template.name.trim().toLowerCase()));
  const seen = new Set<string>();
  return templates.filter((template) => {
    if (seen.has(template.id)) return false;
    seen.add(template.id);
    return template.id === currentId || template.companyId !== null || !own.has(template.name.trim().toLowerCase());
  });
}
