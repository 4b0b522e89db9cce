import type { TemplateField } from '../../../../common/schemas/templates';

// The template editor's list edits. Every function returns a new array and leaves its input alone.

export type MoveDirection = 'up' | 'down';

/** Swaps a field with its neighbour; moving past either end changes nothing. */
export function moveField(fields: readonly TemplateField[], index: number, direction: MoveDirection): TemplateField[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const next = [...fields];
  if (index < 0 || index >= fields.length || target < 0 || target >= fields.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function removeField(fields: readonly TemplateField[], index: number): TemplateField[] {
  return fields.filter((_, i) => i !== index);
}

export function replaceField(fields: readonly TemplateField[], index: number, field: TemplateField): TemplateField[] {
  return fields.map((current, i) => (i === index ? field : current));
}

/** Adds at the end, renaming the field if its name is taken so names stay unique. */
export function addField(fields: readonly TemplateField[], field: TemplateField): TemplateField[] {
  const name = uniqueFieldName(field.name, fields.map((f) => f.name));
  return [...fields, { ...field, name }];
}

const MAX_NAME_LENGTH = 64;

/**
 * A field name from its label, camelCase like the built-in fields ('Rack Location' → rackLocation):
 * letters, digits and _, starting with a letter.
 */
export function nameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  const camel = words
    .map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
  if (camel === '') return 'field';
  const name = /^[A-Za-z]/.test(camel) ? camel : `field${camel}`;
  return name.slice(0, MAX_NAME_LENGTH);
}

/** The name itself when free, else the name with the smallest free number after it (notes2, notes3…). */
export function uniqueFieldName(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Select options typed one per line: each trimmed, blank lines dropped. */
export function parseOptions(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function formatOptions(options: readonly string[] | undefined): string {
  return (options ?? []).join('\n');
}

/** A field in one canonical shape, so equal fields compare equal whatever key order or absent keys they came with. */
function canonical(field: TemplateField) {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required,
    placeholder: field.placeholder ?? '',
    options: field.type === 'select' ? (field.options ?? []) : [],
  };
}

/** True when two field lists would save the same template. */
export function sameFields(a: readonly TemplateField[], b: readonly TemplateField[]): boolean {
  return a.length === b.length && a.every((field, i) => JSON.stringify(canonical(field)) === JSON.stringify(canonical(b[i]!)));
}

export function isDirty(saved: readonly TemplateField[], draft: readonly TemplateField[]): boolean {
  return !sameFields(saved, draft);
}
