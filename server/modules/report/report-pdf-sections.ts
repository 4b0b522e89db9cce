import { EDITOR_NAMES } from '../../../common/markup/constants';
import { allowancesText, formatFeetNumber, placeName } from '../../../common/markup/quantity-labels';
import { PROJECT_STATUS_LABELS } from '../../../common/survey/project-status';
import { markupLegend } from '../../../common/markup/legend';
import { parseElements } from '../../../common/markup/parse-elements';
import type { PlanPin } from '../../../common/markup/pins';
import type { LocatedFinding } from '../../../common/markup/checks/finding-location';
import type { ProjectQuantities } from '../../../common/markup/quantities';
import { scaleBarOf } from '../../../common/markup/render-svg';
import { LOCATION_TYPE_INFO, type LocationType } from '../../../common/survey/location-types';
import { projectProgress } from '../../../common/survey/project-progress';
import type { MarkupElement } from '../../../common/markup/schema';
import { differencesText } from '../../../common/markup/typical-plans';
import { levelName } from '../../../common/survey/levels';
import {
  composedBackground,
  composedElements,
  differencesNote,
  hasDifferences,
  STATUS_WORDS,
  statusOf,
  type PropertyOverview,
  type PropertyUnit,
  type TypedUnit,
  type TypicalGroup,
} from './report-property';
import type { ProjectWithCounts } from '../projects/projects.service';
import type { PhotoRow, ReportRow } from './report-materials';
import { elevationName, formatDateTime, markupKind, REPORT_FOOTER, surveyName, type FormRow, type ReportClock, type TypeCount } from './report-html';

// The PDF report's sections (DESIGN §7), each drawn by its own writer over one pdfkit document,
// in the HTML report's order: the cover, the summary, per type its locations (heading, form
// data, drawings, photos), the quantities and the footer. The service reads what they draw
// (images one at a time) and paces the document to its reader (`keepUp`).

export const MARKUP_WIDTH = 800;
export const MARKUP_HEIGHT = 600;

const INK = '#0f172a';
const MUTED = '#64748b';
const RULE = '#cbd5e1';
const ACCENT = '#1d4ed8';


export type Doc = PDFKit.PDFDocument;

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Drawing helpers over one pdfkit document. */
export function pdfWriter(doc: Doc) {
  const left = doc.page.margins.left;
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  function heading(text: string, size: number, color = INK) {
    ensure(size * 2.5);
    doc.font('Helvetica-Bold').fontSize(size).fillColor(color).text(text, left, doc.y, { width: width() });
    doc.moveDown(0.4);
  }

  function subheading(text: string) {
    doc.moveDown(0.6);
    ensure(40);
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#475569').text(text.toUpperCase(), left, doc.y, { width: width() });
    doc.moveDown(0.3);
  }

  function paragraph(text: string, options: { color?: string; size?: number; bold?: boolean } = {}) {
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(text, left, doc.y, { width: width() });
  }

  /** A table whose rows break across pages (the header repeated); `bold` rows are totals. */
  function table(columns: readonly Column[], rows: readonly { cells: readonly string[]; bold?: boolean; muted?: boolean }[], options: { x?: number; size?: number; header?: boolean } = {}) {
    const x0 = options.x ?? left;
    const size = options.size ?? 9.5;
    const pad = 4;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const drawRow = (cells: readonly string[], font: string, color: string, fill?: string, isHeader = false) => {
      doc.font(font).fontSize(size);
      const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width - pad * 2 }))) + pad * 2;
      if (doc.y + height > bottom()) {
        doc.addPage();
        // A table carried over to a new page repeats its header.
        if (options.header !== false && !isHeader) drawHeader();
        doc.font(font).fontSize(size);
      }
      const y = doc.y;
      if (fill) doc.rect(x0, y, total, height).fill(fill);
      let x = x0;
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        doc.fillColor(color).text(cell, x + pad, y + pad, { width: column.width - pad * 2, align: column.align ?? 'left' });
        x += column.width;
      });
      doc
        .moveTo(x0, y + height)
        .lineTo(x0 + total, y + height)
        .lineWidth(0.5)
        .strokeColor('#e2e8f0')
        .stroke();
      doc.x = left;
      doc.y = y + height;
    };
    const drawHeader = () => {
      ensure(size * 4);
      drawRow(
        columns.map((c) => c.header),
        'Helvetica-Bold',
        '#475569',
        '#f1f5f9',
        true,
      );
    };
    if (options.header !== false) drawHeader();
    for (const row of rows) drawRow(row.cells, row.bold ? 'Helvetica-Bold' : 'Helvetica', row.muted ? '#94a3b8' : INK, row.bold ? '#f8fafc' : undefined);
    doc.moveDown(0.5);
  }

  return { left, width, bottom, ensure, heading, subheading, paragraph, table };
}

export type PdfWriter = ReturnType<typeof pdfWriter>;

/** What every section writer draws on and with. */
export interface PdfSection {
  doc: Doc;
  w: PdfWriter;
  clock: ReportClock;
  /** Waits while the document's reader is behind; throws once the reader has gone. */
  keepUp: () => Promise<void>;
}

export interface Cover {
  project: ProjectWithCounts;
  /** The one location of a location's report. */
  only: ReportRow | undefined;
  companyName: string | null | undefined;
  surveyors: readonly string[];
  lastChange: Date;
}

/** The first page's top: what the report is of, who surveyed it and when. */
export function writeCover({ doc, w, clock }: PdfSection, { project, only, companyName, surveyors, lastChange }: Cover) {
  const title = project.name.trim() || 'Project';
  doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT).text(only ? 'LOCATION REPORT' : 'SURVEY REPORT');
  doc.moveDown(0.3);
  w.heading(title, 24);
  if (only) w.heading(`${LOCATION_TYPE_INFO[only.locationType].tileTitle} · ${surveyName(only)}`, 16, '#334155');
  if (project.description?.trim()) {
    w.paragraph(project.description.trim(), { color: '#334155' });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.5);
  const facts: [string, string][] = [];
  if (companyName) facts.push(['Company', companyName]);
  if (surveyors.length > 0) facts.push([surveyors.length === 1 ? 'Surveyor' : 'Surveyors', surveyors.join(', ')]);
  facts.push(['Status', PROJECT_STATUS_LABELS[project.status] ?? project.status]);
  facts.push(['Created', formatDateTime(only ? only.createdAt : project.createdAt, clock)]);
  facts.push(['Last updated', formatDateTime(lastChange, clock)]);
  facts.push(['Report generated', formatDateTime(clock.generatedAt, clock)]);
  w.table(
    [
      { header: '', width: 140 },
      { header: '', width: w.width() - 140 },
    ],
    facts.map(([label, value]) => ({ cells: [label, value] })),
    { header: false, size: 10.5 },
  );
}

/** How far the locations are: the share completed, and each survey type's entries. */
export function writeSummary({ doc, w }: PdfSection, counts: readonly TypeCount[]) {
  const located = counts.filter((c) => c.type !== 'site-map');
  const total = located.reduce((sum, c) => sum + c.entries, 0);
  const completed = located.reduce((sum, c) => sum + c.completed, 0);
  doc.moveDown(0.5);
  w.heading('Summary', 16);
  w.paragraph(`${projectProgress(completed, total)}% · ${completed} of ${total} location${total === 1 ? '' : 's'} completed`, { bold: true, size: 12 });
  doc.moveDown(0.5);
  const tw = w.width();
  w.table(
    [
      { header: 'Survey type', width: tw - 160 },
      { header: 'Entries', width: 80, align: 'right' },
      { header: 'Completed', width: 80, align: 'right' },
    ],
    counts.map((c) => ({ cells: [LOCATION_TYPE_INFO[c.type].title, String(c.entries), String(c.completed)], muted: c.entries === 0 })),
  );
}

/** A survey type's section starts on a new page, with its number of entries. */
export function writeTypeHeading({ doc, w }: PdfSection, type: LocationType, entries: number) {
  doc.addPage();
  w.heading(LOCATION_TYPE_INFO[type].title, 20);
  w.paragraph(`${entries} ${entries === 1 ? 'entry' : 'entries'}`, { color: MUTED });
  doc.moveTo(w.left, doc.y + 4).lineTo(w.left + w.width(), doc.y + 4).lineWidth(1.5).strokeColor(INK).stroke();
  doc.moveDown(1);
}

/** A location's type, name and progress. */
export function writeLocationHeading({ doc, w }: PdfSection, survey: ReportRow) {
  const percent = Math.max(0, Math.min(100, Math.round(survey.progress)));
  w.ensure(80);
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text(LOCATION_TYPE_INFO[survey.locationType].tileTitle.toUpperCase(), w.left, doc.y);
  w.heading(surveyName(survey), 15);
  w.paragraph(survey.isCompleted ? `Completed · ${percent}%` : `In progress · ${percent}%`, { color: survey.isCompleted ? '#15803d' : '#b45309', bold: true, size: 10 });
}

/** The form's answers, label beside value; a repeat group's items as a table under its row. */
export function writeFormData({ doc, w }: PdfSection, rows: readonly FormRow[]) {
  w.subheading('Form data');
  if (rows.length === 0) {
    w.paragraph('No form data recorded.', { color: MUTED });
    return;
  }
  const labelWidth = Math.round(w.width() * 0.42);
  for (const row of rows) {
    const label = `${row.number === null ? '' : `${row.number}. `}${row.label}`;
    w.table(
      [
        { header: '', width: labelWidth },
        { header: '', width: w.width() - labelWidth },
      ],
      [{ cells: [label, row.value ?? '—'], muted: row.value === null }],
      { header: false },
    );
    doc.moveUp(0.5);
    if (row.table) {
      // A repeat group: its items as a table under its row.
      const indent = 16;
      const space = w.width() - indent;
      const numberWidth = 24;
      const each = row.table.columns.length > 0 ? (space - numberWidth) / row.table.columns.length : space - numberWidth;
      doc.moveDown(0.3);
      w.table(
        [{ header: '#', width: numberWidth, align: 'right' }, ...row.table.columns.map((header) => ({ header, width: each }))],
        row.table.rows.map((cells, i) => ({ cells: [String(i + 1), ...cells.map((cell) => cell ?? '—')] })),
        { x: w.left + indent, size: 8.5 },
      );
    }
  }
  doc.moveDown(0.5);
}

/**
 * A location's drawings (its own, then a unit's floor plans), each a picture with its caption and
 * legend; `drawingPng` makes the picture (none: nothing drawn, nothing shown).
 */
/** A drawing a section draws: a survey's own, or a typed unit as its type's plan with its differences (DESIGN §15). */
export interface DrawnSection {
  drawing: ReportRow;
  title?: string;
  note?: string;
  opacityOf?: (id: string) => number | undefined;
  /** The elements the legend counts, when they are not the drawing's own (a composed unit's). */
  legend?: MarkupElement[];
}
export type SectionDrawing = DrawnSection | { asTypical: string };

/** Draws a drawing as a PNG, with its plan's pins and, for a composed unit, typical elements faint. */
export type DrawingPng = (drawing: ReportRow, pins: readonly PlanPin[], opacityOf?: (id: string) => number | undefined) => Promise<Buffer | undefined>;

/** A location's drawings: its own, its floor plans, and for a unit of a type its type's plan with what it changes. */
export function sectionDrawings(survey: ReportRow, plans: readonly ReportRow[], typed: TypedUnit | undefined): SectionDrawing[] {
  const own: SectionDrawing[] = [survey, ...plans.filter((plan) => plan.id !== typed?.plan?.id)].map((drawing) => ({ drawing }));
  if (!typed) return own;
  if (!hasDifferences(typed)) return [...own, { asTypical: `As the typical plan of ${typed.typeName} (see Typical unit plans).` }];
  const { elements, opacityOf } = composedElements(typed);
  const base = typed.plan ?? typed.typical;
  const drawing: ReportRow = { ...base, markupElements: elements, markupScale: typed.drawing.scale, uploadedImageKey: composedBackground(typed)?.uploadedImageKey ?? null };
  return [...own, { drawing, title: `Floor plan · ${typed.typeName}`, note: differencesNote(typed), opacityOf, legend: typed.drawing.elements }];
}

/** A location's drawings, each with its caption and legend. */
export async function writeDrawings(
  section: PdfSection,
  surveyId: string,
  drawings: readonly SectionDrawing[],
  pinsByPlan: ReadonlyMap<string, readonly PlanPin[]>,
  drawingPng: DrawingPng,
) {
  for (const drawing of drawings) {
    if ('asTypical' in drawing) {
      section.w.subheading('Floor plan');
      section.w.paragraph(drawing.asTypical, { color: MUTED });
      continue;
    }
    await writeDrawing(section, drawing, surveyId, pinsByPlan, drawingPng);
  }
}

/** One drawing with its caption and legend: a survey's own, or a typed unit's type plan with its differences (DESIGN §15). */
async function writeDrawing({ doc, w, keepUp }: PdfSection, section: DrawnSection, surveyId: string, pinsByPlan: ReadonlyMap<string, readonly PlanPin[]>, drawingPng: DrawingPng) {
  const { drawing } = section;
  const pins = pinsByPlan.get(drawing.id) ?? [];
  const png = await drawingPng(drawing, pins, section.opacityOf);
  if (!png) return;
  const kind = markupKind(drawing.locationType);
  const elements = section.legend ?? parseElements(drawing.markupElements);
  const imageWidth = w.width();
  const imageHeight = (imageWidth * MARKUP_HEIGHT) / MARKUP_WIDTH;
  // The heading stays with its drawing.
  w.ensure(imageHeight + 60);
  w.subheading(section.title ?? `${EDITOR_NAMES[kind]}${drawing.id === surveyId ? '' : ` · ${surveyName(drawing)}`}`);
  const y = doc.y;
  doc.image(png, w.left, y, { width: imageWidth, height: imageHeight });
  doc.rect(w.left, y, imageWidth, imageHeight).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = y + imageHeight + 4;
  const bar = scaleBarOf(drawing.markupScale);
  const caption = [
    `${EDITOR_NAMES[kind]} markup · ${elements.length} element${elements.length === 1 ? '' : 's'}`,
    section.note ?? null,
    pins.length > 0 ? `${pins.length} photo${pins.length === 1 ? '' : 's'} pinned` : null,
    bar ? `Scale bar ${bar.label}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  w.paragraph(caption, { color: '#475569', size: 8.5 });
  // The legend: each code's colour, name and count, and its markers' identifiers.
  const legend = markupLegend(kind, elements);
  if (legend.length > 0) {
    doc.moveDown(0.4);
    for (const entry of legend) {
      w.ensure(16);
      const ly = doc.y;
      if (entry.type === 'conduit') doc.rect(w.left, ly + 4, 18, 3).fill(entry.color);
      else doc.circle(w.left + 9, ly + 5, 5).fill(entry.color);
      const text = `${entry.code ? `${entry.code} — ${entry.name}` : entry.name}  × ${entry.count}${entry.tags.length > 0 ? `  (${entry.tags.join(', ')})` : ''}`;
      doc.font('Helvetica').fontSize(9).fillColor('#334155').text(text, w.left + 26, ly, { width: w.width() - 26 });
      doc.x = w.left;
    }
  }
  await keepUp();
}

/** The building/floor table of the units, by status (DESIGN §15). */
export function writeProperty({ doc, w }: PdfSection, { buildings }: PropertyOverview) {
  if (buildings.length === 0) return;
  doc.addPage();
  w.heading('Buildings and units', 20);
  for (const building of buildings) {
    const count = building.floors.reduce((sum, floor) => sum + floor.units.length, 0);
    w.heading(building.name, 13);
    const floors = building.lowestFloor === null ? null : `Floors ${building.lowestFloor} to ${building.highestFloor}`;
    w.paragraph([floors, `${count} unit${count === 1 ? '' : 's'}`, `${building.completed} completed`].filter(Boolean).join(' · '), { color: MUTED, size: 9 });
    doc.moveDown(0.3);
    if (count === 0) continue;
    const tw = w.width();
    const list = (units: readonly PropertyUnit[], status: PropertyUnit['status']) =>
      units
        .filter((unit) => unit.status === status)
        .map((unit) => unit.label)
        .join(', ') || '—';
    w.table(
      [
        { header: 'Floor', width: 80 },
        { header: 'Completed', width: (tw - 80) / 3 },
        { header: 'In progress', width: (tw - 80) / 3 },
        { header: 'Not started', width: (tw - 80) / 3 },
      ],
      building.floors.map((floor) => ({ cells: [floor.floor === null ? 'No floor' : levelName(floor.floor), list(floor.units, 'done'), list(floor.units, 'started'), list(floor.units, 'open')] })),
      { size: 8.5 },
    );
  }
}

/** A unit type's plan, drawn once, with its units and how each differs (DESIGN §15). */
export async function writeTypicalPlan(section: PdfSection, group: TypicalGroup, first: boolean, pinsByPlan: ReadonlyMap<string, readonly PlanPin[]>, drawingPng: DrawingPng) {
  const { doc, w, keepUp } = section;
  if (first) {
    doc.addPage();
    w.heading('Typical unit plans', 20);
  } else {
    doc.moveDown(1);
    w.ensure(120);
  }
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED).text('UNIT TYPE', w.left, doc.y);
  w.heading(group.typeName, 15);
  w.paragraph(`${group.units.length} unit${group.units.length === 1 ? '' : 's'}`, { color: MUTED, size: 10 });
  await writeDrawing(section, { drawing: group.plan, title: 'Typical floor plan' }, group.plan.id, pinsByPlan, drawingPng);
  w.subheading(`Units (${group.units.length})`);
  if (group.units.length === 0) {
    w.paragraph('No unit is of this type yet.', { color: MUTED });
    return;
  }
  const tw = w.width();
  w.table(
    [
      { header: 'Unit', width: tw * 0.3 },
      { header: 'Floor', width: tw * 0.15 },
      { header: 'Status', width: tw * 0.15 },
      { header: 'Differences', width: tw * 0.4 },
    ],
    group.units.map(({ unit, differences }) => ({
      cells: [surveyName(unit), unit.floor === null ? '—' : levelName(unit.floor), STATUS_WORDS[statusOf(unit)], differencesText(differences)],
    })),
    { size: 8.5 },
  );
  await keepUp();
}

/** A location's photos, two to a row, each read when its turn comes (`readImage`); a missing file says so. */
export async function writePhotos(
  { doc, w, clock, keepUp }: PdfSection,
  photos: readonly PhotoRow[],
  planNames: ReadonlyMap<string, string>,
  readImage: (key: string) => Promise<Buffer | undefined>,
) {
  const gap = 14;
  const cell = (w.width() - gap) / 2;
  const imageHeight = cell * 0.75;
  // The heading stays with the first row of photos.
  if (photos.length > 0) w.ensure(imageHeight + 80);
  w.subheading(photos.length === 0 ? 'Photos' : `Photos (${photos.length})`);
  if (photos.length === 0) w.paragraph('No photos.', { color: MUTED });
  let column = 0;
  let rowTop = doc.y;
  let rowBottom = doc.y;
  for (const photo of photos) {
    const plan = photo.pinSurveyId ? planNames.get(photo.pinSurveyId) : undefined;
    const name = photo.label?.trim() || photo.originalName;
    const when = photo.takenAt ? `Taken ${formatDateTime(photo.takenAt, clock)}` : `Added ${formatDateTime(photo.createdAt, clock)}`;
    const detail = `${elevationName(photo.elevationLevel)} · ${when}${plan && photo.pinNumber !== null ? `\nPin ${photo.pinNumber} on ${plan}` : ''}`;
    if (column === 0) {
      doc.y = rowBottom;
      if (doc.y + imageHeight + 50 > w.bottom()) doc.addPage();
      rowTop = doc.y;
      rowBottom = doc.y;
    }
    const x = w.left + column * (cell + gap);
    const bytes = await readImage(photo.displayKey);
    let drawn = false;
    if (bytes) {
      try {
        doc.image(bytes, x, rowTop, { fit: [cell, imageHeight], align: 'center', valign: 'center' });
        drawn = true;
      } catch {
        drawn = false;
      }
    }
    if (!drawn) {
      doc.rect(x, rowTop, cell, imageHeight).fill('#f8fafc');
      doc.font('Helvetica').fontSize(9).fillColor('#94a3b8').text('Image file unavailable', x, rowTop + imageHeight / 2 - 5, { width: cell, align: 'center' });
    }
    doc.rect(x, rowTop, cell, imageHeight).lineWidth(0.5).strokeColor('#e2e8f0').stroke();
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(name, x, rowTop + imageHeight + 4, { width: cell });
    doc.font('Helvetica').fontSize(8).fillColor('#475569').text(detail, x, doc.y, { width: cell });
    rowBottom = Math.max(rowBottom, doc.y + 10);
    column = (column + 1) % 2;
    await keepUp();
  }
  doc.x = w.left;
  if (photos.length > 0) doc.y = rowBottom;
}

/** A location's record line: its id and when it was made and last changed. */
export function writeLocationFooter({ doc, w, clock }: PdfSection, survey: ReportRow) {
  doc.moveDown(0.5);
  w.paragraph(`ID ${survey.id} · Created ${formatDateTime(survey.createdAt, clock)} · Updated ${formatDateTime(survey.updatedAt, clock)}`, { color: MUTED, size: 8 });
}

/** The design checks (DESIGN §17), on their own page: errors first as projectChecks lists them, with where each is and why. */
export function writeChecks({ doc, w }: PdfSection, findings: readonly LocatedFinding[]) {
  doc.addPage();
  w.heading('Design checks', 20);
  if (findings.length === 0) {
    w.paragraph('The drawings pass every check: channel lengths (TIA-568), conduit fill (NEC), identifiers (TIA-606), scales and run ends.', { color: MUTED });
    return;
  }
  const tw = w.width();
  w.table(
    [
      { header: 'Severity', width: 60 },
      { header: 'Where', width: 150 },
      { header: 'Finding', width: tw - 210 },
    ],
    findings.map((finding) => ({ cells: [finding.severity === 'error' ? 'Error' : 'Warning', finding.where, finding.message], bold: finding.severity === 'error' })),
  );
}

/** The quantities, on their own page: runs in feet and markers counted, each by place. */
export function writeQuantities({ doc, w }: PdfSection, { runs, points, unscaled, allowances }: ProjectQuantities) {
  doc.addPage();
  w.heading('Quantities', 20);
  if (runs.length === 0 && points.length === 0) {
    w.paragraph('Nothing is drawn on the plans yet.', { color: MUTED });
    return;
  }
  w.paragraph(
    allowancesText(allowances),
    { color: '#475569', size: 9 },
  );
  doc.moveDown(0.5);
  const tw = w.width();
  if (runs.length > 0) {
    const rows: { cells: string[]; bold?: boolean }[] = [];
    for (const run of runs) {
      const missing = run.unscaledCount > 0 ? ` (${run.unscaledCount} not measured: no scale)` : '';
      rows.push({ cells: [run.name, 'All', String(run.count), `${formatFeetNumber(run.feet)}${missing}`], bold: true });
      for (const placed of run.byPlace) {
        rows.push({ cells: ['', placeName(placed), String(placed.count), placed.unscaledCount === placed.count ? 'not measured' : formatFeetNumber(placed.feet)] });
      }
    }
    w.table(
      [
        { header: 'Run', width: tw - 300 },
        { header: 'Where', width: 120 },
        { header: 'Runs', width: 60, align: 'right' },
        { header: 'Feet', width: 120, align: 'right' },
      ],
      rows,
    );
  }
  if (points.length > 0) {
    const rows: { cells: string[]; bold?: boolean }[] = [];
    for (const point of points) {
      rows.push({ cells: [point.code === point.name ? point.code : `${point.code} — ${point.name}`, 'All', String(point.count)], bold: true });
      for (const placed of point.byPlace) rows.push({ cells: ['', placeName(placed), String(placed.count)] });
    }
    w.table(
      [
        { header: 'Marker', width: tw - 200 },
        { header: 'Where', width: 120 },
        { header: 'Count', width: 80, align: 'right' },
      ],
      rows,
    );
  }
  if (unscaled.length > 0) {
    const names = unscaled.map((drawing) => `${drawing.name} (${drawing.runCount} run${drawing.runCount === 1 ? '' : 's'})`).join(', ');
    w.paragraph(`Without scale: ${names}. Their runs are counted but not measured.`, { color: '#b45309', size: 9 });
  }
}

/** The last line: what made the report, and when. */
export function writeFooter({ doc, w, clock }: PdfSection) {
  doc.moveDown(2);
  w.paragraph(`${REPORT_FOOTER} · ${formatDateTime(clock.generatedAt, clock)}`, { color: MUTED, size: 8.5 });
}
