import { z } from 'zod';
import { Text } from '../schemas/text';
import { MarkupElement } from './schema';

// DESIGN §5: a drawing is saved as the elements added, changed and removed since the version it
// was based on, and merged on the server by element id, so that two surveyors on one drawing
// conflict only when both changed the same element.

export const MAX_ELEMENT_CHANGES = 20_000;

export const MarkupChanges = z
  .strictObject({
    /** Elements new or changed since the base version, whole. */
    upsert: z.array(MarkupElement).max(MAX_ELEMENT_CHANGES),
    /** Ids of elements removed since the base version. */
    remove: z.array(Text.min(1).max(100)).max(MAX_ELEMENT_CHANGES),
  })
  .superRefine((changes, context) => {
    // Either would make the merge depend on an order nobody meant.
    const seen = new Set<string>();
    for (const element of changes.upsert) {
      if (seen.has(element.id)) context.addIssue({ code: 'custom', path: ['upsert'], message: `Element ${element.id} is changed twice` });
      seen.add(element.id);
    }
    for (const id of changes.remove) {
      if (seen.has(id)) context.addIssue({ code: 'custom', path: ['remove'], message: `Element ${id} is both changed and removed` });
    }
  })
  .meta({ id: 'MarkupChanges' });
export type MarkupChanges = z.infer<typeof MarkupChanges>;

/** JSON equality: key order does not matter, and a key holding undefined is no key at all. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((key) => o[key] !== undefined);
  const leftKeys = keys(left);
  return leftKeys.length === keys(right).length && leftKeys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

const byId = (elements: readonly MarkupElement[]) => new Map(elements.map((element) => [element.id, element]));

/** The changes that turn `base` into `current`: elements new or changed, and ids gone. */
export function diffElements(base: readonly MarkupElement[], current: readonly MarkupElement[]): MarkupChanges {
  const before = byId(base);
  // An id listed twice counts once, as its last element (what applyChanges would keep).
  const after = byId(current);
  const upsert = [...after.values()].filter((element) => !sameJson(before.get(element.id), element));
  const remove = [...before.keys()].filter((id) => !after.has(id));
  return { upsert, remove };
}

/** Changes applied to a list: changed elements stay where they were, new ones go last in the order given. */
export function applyChanges(elements: readonly MarkupElement[], changes: MarkupChanges): MarkupElement[] {
  const upserts = byId(changes.upsert);
  const removed = new Set(changes.remove);
  const kept = elements.filter((element) => !removed.has(element.id) || upserts.has(element.id)).map((element) => upserts.get(element.id) ?? element);
  const present = new Set(kept.map((element) => element.id));
  return [...kept, ...changes.upsert.filter((element) => !present.has(element.id))];
}

/**
 * The ids of the changes that would overwrite someone else's: an element changed after the base
 * version (or removed after it, its tombstone version) whose stored state differs from ours. A
 * removal conflicts only while the element still exists: when both removed it, nothing is lost.
 * Without a base version nothing conflicts (last write wins).
 */
export function conflictingElements(
  stored: readonly MarkupElement[],
  elementVersions: Record<string, number>,
  changes: MarkupChanges,
  baseVersion: number | undefined,
): string[] {
  if (baseVersion === undefined) return [];
  const current = byId(stored);
  // Own keys only: an element may be called "constructor".
  const changedSince = (id: string) => (Object.hasOwn(elementVersions, id) ? elementVersions[id]! : 0) > baseVersion;
  const upserts = changes.upsert.filter((element) => changedSince(element.id) && !sameJson(current.get(element.id), element)).map((element) => element.id);
  const removals = changes.remove.filter((id) => changedSince(id) && current.has(id));
  return [...new Set([...upserts, ...removals])];
}

/** The ids whose stored state the changes really alter (a change to what is already there alters nothing). */
export function touchedElements(stored: readonly MarkupElement[], changes: MarkupChanges): string[] {
  const current = byId(stored);
  const upserts = changes.upsert.filter((element) => !sameJson(current.get(element.id), element)).map((element) => element.id);
  const removals = changes.remove.filter((id) => current.has(id));
  return [...new Set([...upserts, ...removals])];
}
