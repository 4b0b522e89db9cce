import type { TemplateField } from '../../../../common/schemas/templates';
import { FIELD_TYPE_INFO, FIELD_TYPES } from '../../../../common/survey/field-types';

// The template editor's list edits. Every function returns a new array and leaves its input alone.

export type MoveDirection = 'up' | 'down';

/** Swaps a field with its neighbour; moving past either end changes nothing. */
export function moveField<F>(fields: readonly F[], index: number, direction: MoveDirection): F[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const next = [...fields];
  if (index < 0 || index >= fields.length || target < 0 || target >= fields.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function removeField<F>(fields: readonly F[], index: number): F[] {
  return fields.filter((_, i) => i !== index);
}

export function replaceField<F>(fields: readonly F[], index: number, field: F): F[] {
  return fields.map((current, i) => (i === index ? field : current));
}

/** Adds at the end, renaming the field if its name is taken so names stay unique. */
export function addField<F extends { name: string }>(fields: readonly F[], field: F): F[] {
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

/**
 * A field in one canonical shape, so equal fields compare equal whatever key order or absent
 * keys they came with: every property counts (a changed help text or condition is an edit).
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v === undefined || (key === 'required' && v === false) || (key === 'placeholder' && v === '')) continue;
    out[key] = canonical(v);
  }
  // Options only mean something on the choice types.
  const type = FIELD_TYPES.find((known) => known === out.type);
  if (!type || !FIELD_TYPE_INFO[type].options) delete out.options;
  return out;
}

/** True when two field lists would save the same template. */
export function sameFields(a: readonly TemplateField[], b: readonly TemplateField[]): boolean {
  return a.length === b.length && a.every((field, i) => JSON.stringify(canonical(field)) === JSON.stringify(canonical(b[i]!)));
}

export function isDirty(saved: readonly TemplateField[], draft: readonly TemplateField[]): boolean {
  return !sameFields(saved, draft);
}

/**
 * A field renamed in the dialog: the conditions naming it (in the same list) follow, so a new
 * field name does not quietly break "Show only when…" of the fields below.
 */
export function replaceFieldKeepingConditions<F extends { name: string; visibleWhen?: { field: string } | undefined }>(
  fields: readonly F[],
  index: number,
  field: F,
): F[] {
  const oldName = fields[index]?.name;
  const replaced = replaceField(fields, index, field);
  if (oldName === undefined || oldName === field.name) return replaced;
  return replaced.map((f) => (f.visibleWhen?.field === oldName ? { ...f, visibleWhen: { ...f.visibleWhen, field: field.name } } : f));
}
