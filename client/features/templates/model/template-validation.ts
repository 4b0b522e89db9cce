import { TemplateFields, type TemplateField } from '../../../../common/schemas/templates';

/**
 * The whole field list checked with the shared TemplateFields schema before it is sent, as
 * messages people can act on ('Field 3 (Vendor): A select field needs at least one option').
 */
export function templateFieldProblems(fields: readonly TemplateField[]): string[] {
  if (fields.length === 0) return ['Add at least one field.'];
  const parsed = TemplateFields.safeParse(fields);
  if (parsed.success) return [];
  const problems = parsed.error.issues.map((issue) => {
    const [index, key] = issue.path;
    if (typeof index !== 'number') return issue.message;
    const field = fields[index];
    const which = `Field ${index + 1}${field?.label ? ` (${field.label})` : ''}`;
    return `${which}: ${typeof key === 'string' ? `${key}: ` : ''}${issue.message}`;
  });
  return [...new Set(problems)];
}
