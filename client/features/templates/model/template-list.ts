import type { SurveyTemplate } from '../../../../common/schemas/templates';

/**
 * A cached template list with a just-saved template in it, as the server will list it: the
 * saved one replaces its older version (or, new, leads the list as company templates do), and
 * a saved default is the only default of its owner and type.
 */
export function withSavedTemplate(list: readonly SurveyTemplate[], saved: SurveyTemplate): SurveyTemplate[] {
  const sameOwnerAndType = (t: SurveyTemplate) => t.companyId === saved.companyId && t.locationType === saved.locationType;
  const demoted = list.map((t) => (saved.isDefault && t.id !== saved.id && t.isDefault && sameOwnerAndType(t) ? { ...t, isDefault: false } : t));
  if (demoted.some((t) => t.id === saved.id)) return demoted.map((t) => (t.id === saved.id ? saved : t));
  return saved.companyId === null ? [...demoted, saved] : [saved, ...demoted];
}
