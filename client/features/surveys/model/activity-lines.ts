import type { ActivityEntry, FieldChange } from '../../../../common/schemas/activity';
import type { TemplateField } from '../../../../common/schemas/templates';
import { ownValue } from '../../../../common/survey/own-values';
import { sameValue, type FormValue } from './field-values';

// A location's history in words (issue 27): who did what, and which fields changed how.

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}...` : value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.length ? shown(value.join(', ')) : '(empty)';
  return '(changed)';
};

export function activityTitle(entry: Pick<ActivityEntry, 'kind' | 'actorName' | 'decision'>): string {
  const who = entry.actorName ?? 'Someone';
  switch (entry.kind) {
    case 'created':
      return `${who} created it`;
    case 'changed':
      return `${who} changed it`;
    case 'completed':
      return `${who} completed it`;
    case 'photo':
      return `${who} changed its photos`;
    case 'review':
      return entry.decision === 'return' ? `${who} returned it` : `${who} approved it`;
    case 'comment':
      return `${who} commented`;
    case 'assigned':
      return `${who} assigned it`;
  }
}

/** How a field is named in the history: its label on the form, the location's name, else as stored. */
export function fieldLabel(field: string, labels: Readonly<Record<string, string>>): string {
  if (field === 'instanceName') return 'Location Name';
  if (field === 'isCompleted') return 'Completed';
  return Object.hasOwn(labels, field) ? labels[field]! : field;
}

/** "Floor: 1 → 2". */
export function fieldChangeLine(change: FieldChange, labels: Readonly<Record<string, string>> = {}): string {
  return `${fieldLabel(change.field, labels)}: ${shown(change.before)} → ${shown(change.after)}`;
}

/** The lines besides the fields: drawing changes counted, a comment's or review's words. */
export function activityExtras(entry: Pick<ActivityEntry, 'elements' | 'text'>): string[] {
  const lines: string[] = [];
  if (entry.elements) {
    const { added, changed, removed } = entry.elements;
    const parts = [added.length && `${added.length} added`, changed.length && `${changed.length} changed`, removed.length && `${removed.length} removed`].filter(Boolean);
    if (parts.length) lines.push(`Drawing: ${parts.join(', ')}`);
  }
  if (entry.text) lines.push(`“${entry.text}”`);
  return lines;
}

/** An earlier value to put back: a form field's, or the location's name. */
export type Restore =
  | { kind: 'field'; name: string; label: string; value: FormValue; shown: string }
  | { kind: 'name'; label: string; value: string; shown: string };

/** A value as the history keeps it that a form field can hold again (a value too long to keep is not). */
function isFormValue(value: unknown): value is FormValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  return Array.isArray(value) && value.every((item) => typeof item === 'string' || (typeof item === 'object' && item !== null && !Array.isArray(item)));
}

/**
 * What "Restore" would put back for a change: its value before, for a field the form still has
 * (or the name), and only when that is not what the form holds now.
 */
export function restoreOf(
  change: FieldChange,
  fields: readonly Pick<TemplateField, 'name' | 'label'>[],
  current: { values: Readonly<Record<string, unknown>>; name: string },
): Restore | null {
  const before = change.before ?? null;
  if (change.field === 'instanceName') {
    const value = typeof before === 'string' ? before : '';
    return value === current.name ? null : { kind: 'name', label: 'Location Name', value, shown: shown(value) };
  }
  const field = fields.find((candidate) => candidate.name === change.field);
  if (!field || !isFormValue(before) || sameValue(ownValue(current.values, field.name) ?? null, before)) return null;
  return { kind: 'field', name: field.name, label: field.label, value: before, shown: shown(before) };
}
