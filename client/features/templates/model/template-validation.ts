import { TemplateFields, type TemplateField } from '../../../../common/schemas/templates';

type Issue = { path: readonly PropertyKey[]; message: string };

/** The properties of a field as the field dialog names them. */
const PROPERTY_WORDS: Record<string, string> = {
  name: 'Field Name',
  label: 'Label',
  type: 'Field Type',
  placeholder: 'Placeholder',
  help: 'Help text',
  options: 'Options',
  visibleWhen: 'Show only when',
  min: 'Minimum',
  max: 'Maximum',
  photoCount: 'Photos',
  fields: 'Fields in each item',
  minItems: 'Fewest items',
  maxItems: 'Most items',
};

function labelOf(fields: unknown, index: number): string {
  const field = Array.isArray(fields) ? (fields[index] as { label?: unknown } | undefined) : undefined;
  return typeof field?.label === 'string' && field.label.trim() !== '' ? ` (${field.label})` : '';
}

/**
 * Schema issues about a field list as messages people can act on: 'Field 3 (Vendor): Options: A
 * select field needs at least one option', 'Field 9 (Cables), its field 2 (Count): …'.
 */
export function describeFieldIssues(fields: unknown, issues: readonly Issue[]): string[] {
  const problems = issues.map((issue) => {
    const [index, key, subIndex, subKey] = issue.path;
    if (typeof index !== 'number') return issue.message;
    let which = `Field ${index + 1}${labelOf(fields, index)}`;
    let property = key;
    if (key === 'fields' && typeof subIndex === 'number') {
      const own = Array.isArray(fields) ? (fields[index] as { fields?: unknown } | undefined)?.fields : undefined;
      which += `, its field ${subIndex + 1}${labelOf(own, subIndex)}`;
      property = subKey;
    }
    const words = typeof property === 'string' ? `${PROPERTY_WORDS[property] ?? property}: ` : '';
    return `${which}: ${words}${issue.message}`;
  });
  return [...new Set(problems)];
}

/** The whole field list checked with the shared TemplateFields schema before it is sent. */
export function templateFieldProblems(fields: readonly TemplateField[]): string[] {
  if (fields.length === 0) return ['Add at least one field.'];
  const parsed = TemplateFields.safeParse(fields);
  return parsed.success ? [] : describeFieldIssues(fields, parsed.error.issues);
}
