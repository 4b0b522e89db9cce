import type { SurveyRow } from './surveys.repo';

// Drawings bigger than this are read afresh for each write rather than kept in memory.
const MAX_KEPT_ELEMENTS = 500;

/**
 * The last state of the surveys this server wrote, by id: the base of the next autosave, so that
 * a write need not read its survey first (issue 12). It is never trusted as it is: the write is
 * versioned (it changes nothing unless the survey is still at this version), and a write that
 * finds it stale, or a conflict found against it, reads the survey again. Another server's
 * writes only make it stale; nothing is answered from it.
 */
export class KnownSurveys {
  private readonly rows = new Map<string, SurveyRow>();

  constructor(private readonly maxEntries = 2_000) {}

  get(id: string): SurveyRow | undefined {
    return this.rows.get(id);
  }

  remember(row: SurveyRow): void {
    this.rows.delete(row.id);
    if ((row.markupElements as unknown[]).length > MAX_KEPT_ELEMENTS) return;
    if (this.rows.size >= this.maxEntries) this.rows.delete(this.rows.keys().next().value!);
    this.rows.set(row.id, row);
  }

  forget(id: string): void {
    this.rows.delete(id);
  }
}
