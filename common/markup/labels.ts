import { csvLine } from '../csv';
import { runEnds } from './checks/drawing-checks';
import { elementTypeName } from './constants';
import { DEFAULT_RUN_KIND, DEFAULT_RUN_KINDS, isCountedPoint, isRun, type QuantityDrawing, type QuantityElement, type RunKind } from './quantities';

// Labels (DESIGN §17, TIA-606): one row per labelled thing of the project — telecom rooms,
// racks (media cabinets), jacks and the other markers, and runs by their two ends — for label
// printers that import a spreadsheet (Brady Workstation, Brother P-touch Editor): a header row,
// the label's text in one column, where it goes in the others. A unit's markers start with the
// unit's number: a typical plan's DJ-1 is a jack in every unit of its type (204-DJ-1, 205-DJ-1).

export const LABEL_COLUMNS = ['Label', 'Type', 'From', 'To', 'Building', 'Floor', 'Location'] as const;

export interface LabelRow {
  label: string;
  type: string;
  from: string | null;
  to: string | null;
  building: string | null;
  floor: number | null;
  location: string;
}

/** A telecom room surveyed as a location (an MDF or IDF survey) that no marker on the site map stands for. */
export interface RoomLocation {
  id: string;
  name: string;
  type: string;
  building: string | null;
  floor: number | null;
}

const tagOf = (element: QuantityElement) => (element as { tag?: string }).tag;

export function projectLabels(drawings: readonly QuantityDrawing[], rooms: readonly RoomLocation[] = [], runKinds: readonly RunKind[] = DEFAULT_RUN_KINDS): LabelRow[] {
  const kindNames = new Map(runKinds.map((kind) => [kind.id, kind.name]));
  const linked = new Set(drawings.flatMap((drawing) => drawing.elements.flatMap((element) => ((element as { linkedSurveyId?: string }).linkedSurveyId ? [(element as { linkedSurveyId?: string }).linkedSurveyId!] : []))));
  const rows: LabelRow[] = rooms
    .filter((room) => !linked.has(room.id))
    .map((room) => ({ label: room.name, type: room.type, from: null, to: null, building: room.building, floor: room.floor, location: room.name }));
  for (const drawing of drawings) {
    const prefix = drawing.unit ? `${drawing.unit}-` : '';
    const location = drawing.unit ? `Unit ${drawing.unit}` : drawing.name;
    const place = { building: drawing.building, floor: drawing.floor, location };
    const nameOf = (element: QuantityElement | undefined) => {
      if (!element) return null;
      const tag = tagOf(element);
      return tag ? `${prefix}${tag}` : null;
    };
    for (const element of drawing.elements) {
      if (isCountedPoint(element)) {
        const label = nameOf(element);
        if (label) rows.push({ label, type: elementTypeName(drawing.editor, element.type), from: null, to: null, ...place });
      } else if (isRun(element)) {
        const ends = runEnds(element, drawing);
        const from = nameOf(ends.from);
        const to = nameOf(ends.to);
        const kind = element.kind || DEFAULT_RUN_KIND;
        rows.push({ label: `${from ?? '?'} / ${to ?? '?'}`, type: kindNames.get(kind) ?? kind, from, to, ...place });
      }
    }
  }
  return rows;
}

export function labelsCsv(rows: readonly LabelRow[]): string {
  return [[...LABEL_COLUMNS], ...rows.map((row) => [row.label, row.type, row.from, row.to, row.building, row.floor, row.location])].map(csvLine).join('');
}
