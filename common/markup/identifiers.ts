import { EDITOR_CONFIGS, type EditorKind } from './constants';
import { isPointMarkerType, type PointMarkerType } from './element-shapes';
import type { MarkupElement } from './schema';

// Markers that are records (DESIGN §5): every point marker gets an identifier unique in its
// project, made of its code in the editor it was drawn in and a number (IDF-1, MC-2, AP-12). A
// surveyor may rename one; a name already taken elsewhere in the project is replaced by the
// next free one. Runs (conduits) and custom labels carry their own meaning and get none.

export function isIdentified<E extends Pick<MarkupElement, 'type'>>(element: E): element is E & { type: PointMarkerType } {
  return isPointMarkerType(element.type);
}

/** Identifiers compare without case and surrounding space: 'ap-1' and 'AP-1' are one. */
export function identifierKey(tag: string): string {
  return tag.trim().toUpperCase();
}

export function identifierPrefix(kind: EditorKind, type: PointMarkerType): string {
  return EDITOR_CONFIGS[kind].labels[type];
}

/** The highest number used after each prefix ('AP-12' → AP: 12), to go on from. */
function highestNumbers(taken: Iterable<string>): Map<string, number> {
  const highest = new Map<string, number>();
  for (const tag of taken) {
    const match = /^(.*)-(\d{1,9})$/.exec(identifierKey(tag));
    if (match) highest.set(match[1]!, Math.max(highest.get(match[1]!) ?? 0, Number(match[2])));
  }
  return highest;
}

/**
 * The drawing with an identifier on every point marker among `ids` (the elements a write
 * touched) that has none or one already `taken` (the project's other drawings and this one's
 * untouched markers, as keys). Others keep theirs. Returns the same list when nothing changes.
 */
export function assignIdentifiers(kind: EditorKind, elements: readonly MarkupElement[], ids: ReadonlySet<string>, taken: ReadonlySet<string>): MarkupElement[] {
  const used = new Set(taken);
  for (const element of elements) if (!ids.has(element.id) && element.tag) used.add(identifierKey(element.tag));
  const highest = highestNumbers(used);
  let changed = false;
  const result = elements.map((element) => {
    if (!ids.has(element.id) || !isIdentified(element)) return element;
    if (element.tag && !used.has(identifierKey(element.tag))) {
      used.add(identifierKey(element.tag));
      return element;
    }
    const prefix = identifierPrefix(kind, element.type);
    const next = (highest.get(prefix) ?? 0) + 1;
    highest.set(prefix, next);
    const tag = `${prefix}-${next}`;
    used.add(tag);
    changed = true;
    return { ...element, tag };
  });
  return changed ? result : (elements as MarkupElement[]);
}

/**
 * A change that leaves out a marker's identifier keeps the one it has: identifiers are given
 * by the server, and a client that had not heard of one yet must not take it away.
 */
export function keepIdentifiers(stored: readonly MarkupElement[], incoming: readonly MarkupElement[]): MarkupElement[] {
  const tags = new Map(stored.filter((element) => element.tag).map((element) => [element.id, element.tag!]));
  return incoming.map((element) => (element.tag || !tags.has(element.id) || !isIdentified(element) ? element : { ...element, tag: tags.get(element.id)! }));
}
