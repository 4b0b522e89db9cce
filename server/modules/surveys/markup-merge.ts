import type { EditorKind } from '../../../common/markup/constants';
import { applyChanges, touchedElements, type MarkupChanges } from '../../../common/markup/element-changes';
import { identifierKey, isIdentified, keepIdentifiers } from '../../../common/markup/identifiers';
import type { MarkupElement } from '../../../common/markup/schema';

export interface StoredMarkup {
  markupElements: MarkupElement[];
  /** Per element id, the survey version that last changed it (removed ids too). */
  markupElementVersions: Record<string, number>;
  markupVersion: number;
}

/**
 * The drawing after a write at survey version `version`, or undefined when the write changes it
 * not at all. A whole list (markupElements) counts as changing every element it holds and every
 * one it drops; element changes (markupChanges, DESIGN §5) only those whose stored state they
 * alter, so a repeat of the same changes is no change. Removed ids keep their version as a
 * tombstone, so that a later change based on an older version can tell it was removed.
 */
export function mergeMarkup(
  stored: Omit<StoredMarkup, 'markupVersion'>,
  write: { markupElements?: MarkupElement[] | undefined; markupChanges?: MarkupChanges | undefined },
  version: number,
): StoredMarkup | undefined {
  let markupElements: MarkupElement[];
  let touched: string[];
  if (write.markupElements !== undefined) {
    markupElements = write.markupElements;
    const present = new Set(markupElements.map((element) => element.id));
    touched = [...present, ...stored.markupElements.map((element) => element.id).filter((id) => !present.has(id))];
  } else if (write.markupChanges !== undefined) {
    touched = touchedElements(stored.markupElements, write.markupChanges);
    if (touched.length === 0) return undefined;
    markupElements = applyChanges(stored.markupElements, write.markupChanges);
  } else {
    return undefined;
  }
  const markupElementVersions = { ...stored.markupElementVersions, ...Object.fromEntries(touched.map((id) => [id, version])) };
  return { markupElements, markupElementVersions, markupVersion: version };
}

/** The editor a survey's drawing is made in: a unit's floor plan, else the site map. */
export function markupKindOf(locationType: string): EditorKind {
  return locationType === 'unit' ? 'floor-plan' : 'site-map';
}

/** A write's drawing with the identifiers it left out taken from the stored drawing (see keepIdentifiers). */
export function withStoredIdentifiers<T extends { markupElements?: MarkupElement[] | undefined; markupChanges?: MarkupChanges | undefined }>(
  stored: readonly MarkupElement[],
  write: T,
): T {
  if (write.markupChanges) return { ...write, markupChanges: { ...write.markupChanges, upsert: keepIdentifiers(stored, write.markupChanges.upsert) } };
  if (write.markupElements) return { ...write, markupElements: keepIdentifiers(stored, write.markupElements) };
  return write;
}

/**
 * The markers this write added or renamed, or that still have no identifier: they get one
 * (or keep a new name) only once checked against the whole project. Moving a named marker
 * needs no check.
 */
export function markersNeedingIdentifiers(stored: readonly MarkupElement[], merged: StoredMarkup, version: number): Set<string> {
  const before = new Map(stored.map((element) => [element.id, element]));
  const ids = new Set<string>();
  for (const element of merged.markupElements) {
    if (!isIdentified(element) || merged.markupElementVersions[element.id] !== version) continue;
    const previous = before.get(element.id)?.tag;
    if (!element.tag || previous === undefined || identifierKey(previous) !== identifierKey(element.tag)) ids.add(element.id);
  }
  return ids;
}

/**
 * On a unit's floor plan (DESIGN §15): an element standing in for a typical one (its id) keeps
 * the typical one's identifier, which is not "taken" for it; it gets it when it has none.
 * Answers the elements and the ids that still need an identifier checked against the project.
 */
export function withTypicalIdentifiers(elements: MarkupElement[], needing: ReadonlySet<string>, typical: readonly MarkupElement[]): { elements: MarkupElement[]; needing: Set<string> } {
  const typicalTags = new Map(typical.filter((element) => element.tag).map((element) => [element.id, element.tag!]));
  const still = new Set(needing);
  if (typicalTags.size === 0) return { elements, needing: still };
  const result = elements.map((element) => {
    const tag = typicalTags.get(element.id);
    if (!still.has(element.id) || tag === undefined || !isIdentified(element)) return element;
    if (element.tag && identifierKey(element.tag) !== identifierKey(tag)) return element;
    still.delete(element.id);
    return element.tag ? element : { ...element, tag };
  });
  return { elements: result, needing: still };
}
