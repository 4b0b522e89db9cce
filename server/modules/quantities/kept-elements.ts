import { keepCheckedElements, parseElements } from '../../../common/markup/parse-elements';
import type { MarkupElement } from '../../../common/markup/schema';

// Each drawing's elements, checked once and kept by its markup version (every write that changes
// a drawing's elements gives it a new one): a project's quantities, read again and again by a
// dashboard, then read and check only the drawings changed since. Bounded by elements kept.

const MAX_KEPT_ELEMENTS = 100_000;

/** What identifies one state of a drawing's elements: a survey made again under its id starts again. */
export const markupStateOf = (row: { id: string; markupVersion: number; createdAt: Date }) => `${row.markupVersion}@${row.createdAt.getTime()}`;

export class KeptElements {
  private readonly kept = new Map<string, { state: string; elements: readonly MarkupElement[] }>();
  private count = 0;

  /** The elements of this survey at this state, if kept. */
  get(surveyId: string, state: string): readonly MarkupElement[] | undefined {
    const entry = this.kept.get(surveyId);
    return entry?.state === state ? entry.elements : undefined;
  }

  /** Checks the elements read from the database and keeps them; answers them checked. */
  keep(surveyId: string, state: string, stored: unknown): readonly MarkupElement[] {
    const elements = keepCheckedElements(parseElements(stored));
    this.forget(surveyId);
    this.kept.set(surveyId, { state, elements });
    this.count += elements.length;
    // The longest kept first out (a Map keeps the order entries were set in).
    for (const id of this.kept.keys()) {
      if (this.count <= MAX_KEPT_ELEMENTS) break;
      this.forget(id);
    }
    return elements;
  }

  private forget(surveyId: string) {
    const entry = this.kept.get(surveyId);
    if (!entry) return;
    this.count -= entry.elements.length;
    this.kept.delete(surveyId);
  }
}
