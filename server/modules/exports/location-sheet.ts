import { csvLine, type CsvValue } from '../../../common/csv';
import type { RepeatItemField, TemplateField } from '../../../common/schemas/templates';
import { visibleFields } from '../../../common/survey/progress';
import { ownValue } from '../../../common/survey/own-values';

// A location type's spreadsheet (issue 16): one row per location, its template's fields as
// columns (label and field name), photo counts and links, and the identifiers of the markers
// that stand for it; each repeat group in a sheet of its own, linked by the location's id.

export type Cell = CsvValue;

export interface SheetLocation {
  id: string;
  name: string;
  isCompleted: boolean;
  progress: number;
  createdAt: Date;
  updatedAt: Date;
  formData: Record<string, unknown>;
  /** The fields of the template version it was filled against (undefined: none). */
  fields: readonly TemplateField[] | undefined;
  photoLinks: readonly string[];
  /** Identifiers of the site-map markers linked to it (IDF-1). */
  markers: readonly string[];
}

export interface Sheet {
  name: string;
  columns: string[];
  rows: Cell[][];
}

const BASE_COLUMNS = ['Location id', 'Location', 'Completed', 'Progress %', 'Created', 'Updated'];
const TAIL_COLUMNS = ['Photos', 'Photo links', 'Markers'];

/** The fields of every version the locations were filled against, in first-seen order, one per name. */
export function columnFields(locations: readonly SheetLocation[]): TemplateField[] {
  const byName = new Map<string, TemplateField>();
  // The newest versions first: their labels name the columns.
  const newestFirst = [...locations].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  for (const location of newestFirst) for (const field of location.fields ?? []) if (!byName.has(field.name)) byName.set(field.name, field);
  // Order: the newest version's, then names only older versions had.
  return [...byName.values()];
}

/** A value as a cell: numbers stay numbers, a checkbox Yes/No, chosen options joined. */
export function cellOf(field: Pick<TemplateField | RepeatItemField, 'type'>, value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) {
    if (field.type === 'repeat') return value.length;
    return value.filter((item) => typeof item === 'string').join(', ') || null;
  }
  if (typeof value === 'string') {
    if (field.type === 'number' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
    return value.trim() === '' ? null : value;
  }
  return JSON.stringify(value);
}

const header = (field: { label: string; name: string }) => `${field.label} (${field.name})`;

/**
 * The type's main sheet and one sheet per repeat group. A CSV has one sheet only: there a repeat
 * group's items are summed up in their cell ('summary'); a workbook counts them and lists them
 * in their own sheet ('count').
 */
export function locationSheets(typeTitle: string, locations: readonly SheetLocation[], repeatsAs: 'summary' | 'count' = 'count'): Sheet[] {
  const fields = columnFields(locations);
  const main: Sheet = {
    name: safeSheetName(typeTitle),
    columns: [...BASE_COLUMNS, ...fields.map(header), ...TAIL_COLUMNS],
    rows: [],
  };
  const repeats = fields.filter((field) => field.type === 'repeat');
  const repeatSheets = new Map<string, Sheet>(
    repeats.map((field) => [
      field.name,
      { name: safeSheetName(`${typeTitle} ${field.label}`), columns: ['Location id', 'Location', 'Item', ...(field.fields ?? []).map(header)], rows: [] },
    ]),
  );
  for (const location of locations) {
    // A field hidden by its condition is no answer, whatever value it kept.
    const shown = new Set(visibleFields(location.fields ?? fields, location.formData).map((field) => field.name));
    const value = (field: TemplateField) => (shown.has(field.name) ? ownValue(location.formData, field.name) : undefined);
    main.rows.push([
      location.id,
      location.name,
      location.isCompleted ? 'Yes' : 'No',
      location.progress,
      location.createdAt.toISOString(),
      location.updatedAt.toISOString(),
      ...fields.map((field) => (field.type === 'repeat' && repeatsAs === 'summary' ? repeatSummary(field, value(field)) : cellOf(field, value(field)))),
      location.photoLinks.length,
      location.photoLinks.join(' '),
      location.markers.join(', ') || null,
    ]);
    for (const field of repeats) {
      const items = value(field);
      if (!Array.isArray(items)) continue;
      const sheet = repeatSheets.get(field.name)!;
      items.forEach((item, index) => {
        const values = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
        const itemShown = new Set(visibleFields(field.fields ?? [], values).map((sub) => sub.name));
        sheet.rows.push([location.id, location.name, index + 1, ...(field.fields ?? []).map((sub) => cellOf(sub, itemShown.has(sub.name) ? ownValue(values, sub.name) : undefined))]);
      });
    }
  }
  return [main, ...repeatSheets.values()];
}

/** Excel's rules for a sheet's name: at most 31 characters, none of : \ / ? * [ ]. */
export function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31) || 'Sheet';
}

/** A sheet's lines as CSV (RFC 4180, CRLF), one at a time. */
export function* csvLines(sheet: Sheet): Generator<string> {
  yield csvLine(sheet.columns);
  for (const row of sheet.rows) yield csvLine(row);
}

/** A repeat group in the CSV of its location type: its items in one cell, 'Type: Cat6, Count: 24 | …'. */
export function repeatSummary(field: TemplateField, value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value
    .map((item) => {
      const values = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      return (field.fields ?? [])
        .map((sub) => [sub.label, cellOf(sub, ownValue(values, sub.name))] as const)
        .filter(([, cell]) => cell !== null)
        .map(([label, cell]) => `${label}: ${String(cell)}`)
        .join(', ');
    })
    .join(' | ');
}
