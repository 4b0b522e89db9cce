import type { FieldChange } from '../../../common/schemas/activity';
import { sameJson } from '../../../common/markup/element-changes';
import { ownValue } from '../../../common/survey/own-values';

// What a survey write changed, as its audit row keeps it (DESIGN §16): each changed field with its
// value before and after, so a location's activity shows them and an earlier value can be
// restored; and the drawing's elements added, changed and removed, by id.

/** A value longer than this (as JSON) is recorded as left out rather than whole. */
const MAX_VALUE_JSON = 4_000;
const OMITTED = { omitted: true } as const;

const kept = (value: unknown) => {
  const json = JSON.stringify(value ?? null);
  return json.length > MAX_VALUE_JSON ? OMITTED : (value ?? null);
};

export interface AuditedChanges {
  fields: FieldChange[];
  elements: { added: string[]; changed: string[]; removed: string[] } | null;
}

/** Elements by id, before and after (null: the drawing was not written). */
export function elementChanges<E extends { id: string }>(before: readonly E[], after: readonly E[] | null): AuditedChanges['elements'] {
  if (after === null) return null;
  const old = new Map(before.map((element) => [element.id, element]));
  const now = new Set(after.map((element) => element.id));
  const added: string[] = [];
  const changed: string[] = [];
  for (const element of after) {
    const was = old.get(element.id);
    if (!was) added.push(element.id);
    else if (!sameJson(was, element)) changed.push(element.id);
  }
  const removed = before.filter((element) => !now.has(element.id)).map((element) => element.id);
  return added.length + changed.length + removed.length > 0 ? { added, changed, removed } : null;
}

/**
 * The changes of a write: `keys` of the answers (place keys among them) from `before` to `after`,
 * then the survey's own columns that changed.
 */
export function auditedChanges(
  keys: readonly string[],
  beforeAnswers: Record<string, unknown>,
  afterAnswers: Record<string, unknown>,
  columns: Record<string, { before: unknown; after: unknown }>,
  elements: AuditedChanges['elements'],
): AuditedChanges {
  const fields: FieldChange[] = keys.map((field) => ({ field, before: kept(ownValue(beforeAnswers, field)), after: kept(ownValue(afterAnswers, field)) }));
  for (const [field, { before, after }] of Object.entries(columns)) {
    if (!sameJson(before ?? null, after ?? null)) fields.push({ field, before: kept(before), after: kept(after) });
  }
  return { fields, elements };
}
